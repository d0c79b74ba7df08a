import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import {
  ARTICLE_SEARCH_DEBOUNCE_MS,
  articleSearchQueryString,
  articleSearchText,
  normalizeArticleSearchText,
} from '@shop/shared';
import React, { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ArticleCardData } from '../../components/content/ArticleCard';
import { TextInput } from '../../components/common/TextInput';
import { createDebouncer } from './debounce';
import { blogSearchMessages as m } from './messages';
import { searchRequest } from './search-filters';
import type { SearchStatus } from './SearchResults';

const loadResults = () => import('./SearchResults');
const SearchResults = React.lazy(loadResults);

type Props = {
  categories: { slug: string; name: string }[];
  /** every article of the build, to show search answers with their pictures */
  articles: ArticleCardData[];
  /** the static list, shown while nothing is searched */
  children: React.ReactNode;
};

function statusText(status: SearchStatus | null): string {
  if (!status || status.state === 'loading') return m.loading;
  if (status.state === 'error') return m.error;
  return m.count(status.count);
}

/**
 * /blog search and category filter: text sent from 3 characters after 500 ms without typing (Enter sends at once),
 * categories combined as "any of", both kept in the URL (?q=…&category=a,b). While a search is active its answers
 * replace the static list; clearing brings the list back.
 */
export function BlogSearch({ categories, articles, children }: Props) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [status, setStatus] = useState<SearchStatus | null>(null);
  const [urlRead, setUrlRead] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const debouncer = useMemo(() => createDebouncer(ARTICLE_SEARCH_DEBOUNCE_MS), []);
  const staticArticles = useMemo(() => new Map(articles.map((a) => [a.slug, a])), [articles]);

  useEffect(() => () => debouncer.cancel(), [debouncer]);

  // The static HTML has no filters: read them from the URL after hydration (the reader and the results load
  // only when there is something to read).
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (!params.has('q') && !params.has('category')) {
      setUrlRead(true);
      return undefined;
    }
    let cancelled = false;
    void loadResults();
    import('./url-filters').then(
      ({ readArticleSearchParams }) => {
        if (cancelled) return;
        const fromUrl = readArticleSearchParams(window.location.search);
        setText(fromUrl.q);
        setQuery(fromUrl.q);
        setPicked(fromUrl.categories.filter((slug) => categories.some((c) => c.slug === slug)));
        setUrlRead(true);
      },
      () => setUrlRead(true),
    );
    return () => {
      cancelled = true;
    };
  }, [categories]);

  const request = useMemo(() => searchRequest({ q: query, categories: picked }), [query, picked]);

  useEffect(() => {
    if (!urlRead) return;
    const search = articleSearchQueryString({ q: articleSearchText(query) ?? '', categories: picked });
    const url = `${window.location.pathname}${search}${window.location.hash}`;
    if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
      window.history.replaceState(window.history.state, '', url);
    }
  }, [urlRead, query, picked]);

  useEffect(() => {
    if (!request) setStatus(null);
  }, [request]);

  const onType = (value: string) => {
    setText(value);
    void loadResults();
    debouncer.run(() => setQuery(value));
  };

  const togglePick = (slug: string) => {
    void loadResults();
    setPicked((current) => (current.includes(slug) ? current.filter((s) => s !== slug) : [...current, slug]));
  };

  const clear = () => {
    debouncer.cancel();
    setText('');
    setQuery('');
    setPicked([]);
    input.current?.focus();
  };

  const onStatus = useCallback((next: SearchStatus) => setStatus(next), []);
  const typed = normalizeArticleSearchText(text);
  const tooShort = typed !== '' && articleSearchText(typed) === null;

  return (
    <>
      <Box as="form" role="search" mt="6" maxW="36rem" data-ready={urlRead || undefined} onSubmit={(event: React.FormEvent) => { event.preventDefault(); debouncer.flush(); }}>
        <label htmlFor="blog-search" style={{ fontWeight: 600, display: 'block', marginBottom: '0.25rem' }}>{m.searchLabel}</label>
        <TextInput
          ref={input}
          id="blog-search"
          type="search"
          name="q"
          value={text}
          onChange={(event) => onType(event.target.value)}
          placeholder={m.searchPlaceholder}
          enterKeyHint="search"
          autoComplete="off"
          aria-describedby={tooShort ? 'blog-search-hint' : undefined}
          data-testid="blog-search"
        />
        {tooShort && <Text id="blog-search-hint" fontSize="sm" color="fg.muted" mt="1">{m.minLengthHint}</Text>}
      </Box>

      {categories.length > 0 && (
        <Box role="group" aria-labelledby="blog-categories-label" mt="4">
          <Text id="blog-categories-label" fontSize="sm" fontWeight="semibold" mb="2">{m.categoriesLabel}</Text>
          <Flex gap="2" wrap="wrap">
            {categories.map((category) => {
              const pressed = picked.includes(category.slug);
              return (
                <Button
                  key={category.slug}
                  type="button"
                  size="sm"
                  borderRadius="full"
                  colorPalette="brand"
                  variant={pressed ? 'solid' : 'subtle'}
                  aria-pressed={pressed}
                  onClick={() => togglePick(category.slug)}
                  data-testid="blog-category-chip"
                >
                  {category.name}
                </Button>
              );
            })}
          </Flex>
        </Box>
      )}

      <Text role="status" mt="4" minH="6" color="fg.muted" data-testid="blog-search-status">{request ? statusText(status) : ''}</Text>

      {request ? (
        <Box as="section" aria-labelledby="blog-results-title" data-testid="blog-search-section">
          <Flex align="center" justify="space-between" gap="4" wrap="wrap">
            <Heading as="h2" id="blog-results-title" size="xl">{m.resultsTitle}</Heading>
            <Button type="button" size="sm" variant="outline" onClick={clear} data-testid="blog-search-clear">{m.clear}</Button>
          </Flex>
          <Suspense fallback={null}>
            <SearchResults request={request} staticArticles={staticArticles} onStatus={onStatus} />
          </Suspense>
        </Box>
      ) : (
        children
      )}
    </>
  );
}
