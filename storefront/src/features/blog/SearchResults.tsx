/**
 * The blog search's answer list. Loaded with React.lazy on the first keystroke or category pick, so Apollo and
 * the query documents are not part of /blog's first load.
 */
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { Box, Button, SimpleGrid, Text } from '@chakra-ui/react';
import React, { useEffect, useMemo } from 'react';
import { ArticleCard, type ArticleCardData } from '../../components/content/ArticleCard';
import { cmsClient } from '../../lib/cms/client';
import { blogSearchMessages as m } from './messages';
import { ARTICLE_SEARCH_QUERY, type ArticleSearchHit } from './queries';
import { articleSearchFilters, articleShowsText, type ArticleSearchRequest } from './search-filters';

export type SearchStatus = { state: 'loading' } | { state: 'done'; count: number } | { state: 'error' };

export type SearchResultsProps = {
  request: ArticleSearchRequest;
  /** the build's cards (with their pictures), by slug; an article published since the build shows without one */
  staticArticles: Map<string, ArticleCardData>;
  onStatus: (status: SearchStatus) => void;
};

function toCard(hit: ArticleSearchHit, staticArticles: Map<string, ArticleCardData>): ArticleCardData {
  const built = staticArticles.get(hit.slug);
  return {
    slug: hit.slug,
    title: hit.title,
    excerpt: hit.excerpt,
    author: hit.author,
    publishedAt: hit.publishedAt,
    categorySlug: hit.category?.slug ?? null,
    category: hit.category ? { name: hit.category.name } : null,
    image: built?.image ?? null,
  };
}

function Results({ request, staticArticles, onStatus }: SearchResultsProps) {
  const variables = useMemo(() => ({ filters: articleSearchFilters(request) }), [request]);
  const { data, previousData, loading, error, refetch } = useQuery(ARTICLE_SEARCH_QUERY, {
    variables,
    notifyOnNetworkStatusChange: true,
  });
  const answer = data ?? previousData;
  const hits = useMemo(
    () => (answer?.articles ?? []).filter((article) => articleShowsText(article, request.text)),
    [answer, request.text],
  );
  const state = error ? 'error' : loading ? 'loading' : 'done';

  useEffect(() => {
    onStatus(state === 'done' ? { state, count: hits.length } : { state });
  }, [state, hits.length, onStatus]);

  if (error) {
    return (
      <Box role="alert" mt="6" p="4" borderRadius="md" bg="red.subtle" color="red.fg" data-testid="blog-search-error">
        <Text>{m.error}</Text>
        <Button mt="3" size="sm" variant="outline" onClick={() => void refetch().catch(() => undefined)}>{m.retry}</Button>
      </Box>
    );
  }
  if (state === 'done' && hits.length === 0) {
    return <Text mt="6" data-testid="blog-search-empty">{m.empty}</Text>;
  }
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5" mt="6" opacity={loading ? 0.6 : 1} aria-busy={loading} data-testid="blog-search-results">
      {hits.map((hit) => (
        <li key={hit.slug}>
          <ArticleCard article={toCard(hit, staticArticles)} />
        </li>
      ))}
    </SimpleGrid>
  );
}

export default function SearchResults(props: SearchResultsProps) {
  return (
    <ApolloProvider client={cmsClient()}>
      <Results {...props} />
    </ApolloProvider>
  );
}
