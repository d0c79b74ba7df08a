import { Box, Button, Flex, Text, chakra } from '@chakra-ui/react';
import { PRODUCT_SORTS, type ApiProductQueryAnswer, type ProductSort } from '@shop/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { navigate } from 'gatsby';
import React, { useEffect, useMemo, useRef, useState } from 'react';
import { AppLink } from '../../components/common/AppLink';
import type { ProductCardData } from '../../lib/product-card-data';
import { BREAKPOINTS } from '../../theme/system';
import { getQueryClient } from '../session/queryClient';
import { useRenderStages } from '../static-island/useRenderStages';
import { ActiveFilters, activeFilterChips } from './ActiveFilters';
import { KEEP_SCROLL } from './keepScroll';
import { searchMessages as m } from './messages';
import { Pagination } from './Pagination';
import { ResultCard } from './ResultCard';
import { SearchFilters } from './SearchFilters';
import { CardGrid, FirstPageGrid, SearchLayout } from './SearchLayout';
import { SearchToolbar } from './SearchToolbar';
import { clearFilters, effectiveSort, hasFilters, hasSearchState, needsSearchFields, parseSearch, PRODUCTS_PATH, searchHref, type SearchState } from './searchState';
import { useProductSearch } from './useProductSearch';
import { useSearchFields } from './useSearchFields';

export type SearchScreenProps = {
  /** `location.search` of /products: the search's whole state */
  search: string;
  /** the static first page of the catalogue (A to Z) and its size */
  firstPage: ProductCardData[];
  catalogueTotal: number;
};

const Select = chakra('select', {
  base: { h: '10', px: '2', borderRadius: 'md', borderWidth: '1px', borderColor: 'border', bg: 'page', color: 'fg', fontSize: 'md', _focusVisible: { outline: '2px solid', outlineColor: 'copper.focusRing', outlineOffset: '1px' } },
});

/**
 * /products once the browser has loaded it (a chunk of its own, with react-query): the URL's text, filters,
 * sort and page go to POST /api/product/query. The plain catalogue keeps the static first page on screen
 * and only asks for the facet counts.
 */
export default function SearchScreen(props: SearchScreenProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Screen {...props} />
    </QueryClientProvider>
  );
}

/** A filter or sort change: a history entry (Back undoes it) that keeps the scroll position. */
function go(next: SearchState) {
  void navigate(searchHref(next), { state: KEEP_SCROLL });
}

/**
 * The screen's first render, when it takes over from the static page, comes in stages of one task each: what the
 * static page showed (title, count, active filters, results), then the sort and filters button (in the place the
 * toolbar keeps for them), the filters column (in its own grid column), the page links (under the results). In one task
 * it was /products' longest (35–55 ms on a desktop CPU: four times that on Lighthouse's phone).
 */
const STAGE = { controls: 1, filterColumn: 2, pagination: 3 } as const;

function Screen({ search, firstPage, catalogueTotal }: SearchScreenProps) {
  const stage = useRenderStages(STAGE.pagination);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersShown = useFiltersShown(filtersOpen);
  const urlHasFilters = needsSearchFields(search);
  const checks = useSearchFields(urlHasFilters || filtersShown);
  // a URL with filters waits for their checks, then asks the API once
  const waiting = urlHasFilters && !checks.fields;
  const state = useMemo(() => parseSearch(search, checks.fields), [search, checks.fields]);
  const browsing = !waiting && !hasSearchState(state);
  const query = useProductSearch(state, browsing ? 1 : undefined, !waiting);

  // The last answer that belongs to a URL, kept on screen under an error message.
  const lastAnswer = useRef<ApiProductQueryAnswer | null>(null);
  const fresh = query.isSuccess && !query.isPlaceholderData && !query.isFetching;
  useEffect(() => {
    if (fresh && !browsing) lastAnswer.current = query.data;
  }, [fresh, browsing, query.data]);

  const failed = query.isError || (waiting && checks.failed);
  const status = failed ? 'error' : browsing || (fresh && !waiting) ? 'ready' : 'loading';
  const answer = browsing ? null : failed ? lastAnswer.current : (query.data ?? null);
  const facets = query.data?.facets ?? lastAnswer.current?.facets ?? null;
  const total = browsing ? catalogueTotal : answer?.total;
  const empty = status === 'ready' && !browsing && answer?.total === 0;

  const toolbar = (
    <SearchToolbar
      count={
        <>
          <Text color="fg.muted" aria-live="polite" data-testid="result-count">
            {total === undefined ? m.loading : m.count(total)}
          </Text>
          {status === 'loading' && total !== undefined && (
            <Text fontSize="sm" color="fg.muted" data-testid="search-updating">
              {m.updating}
            </Text>
          )}
        </>
      }
      controls={
        stage >= STAGE.controls && (
          <>
            <Button
              display={{ base: 'inline-flex', md: 'none' }}
              variant="outline"
              colorPalette="brand"
              aria-expanded={filtersOpen}
              aria-controls="search-filters"
              onClick={() => setFiltersOpen((open) => !open)}
              data-testid="filters-toggle"
            >
              {m.filtersToggle(activeFilterChips(state).length)}
            </Button>
            <label htmlFor="search-sort">
              <Text as="span" fontSize="sm">
                {m.sortLabel}
              </Text>
            </label>
            <Select id="search-sort" value={effectiveSort(state)} onChange={(e) => go({ ...state, sort: e.target.value as ProductSort, page: 1 })} data-testid="search-sort">
              {PRODUCT_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {sort === 'relevance' && !state.q ? m.bestSellers : m.sorts[sort]}
                </option>
              ))}
            </Select>
          </>
        )
      }
    >
      <ActiveFilters state={state} />
    </SearchToolbar>
  );

  const filters = (
    <Box id="search-filters" display={{ base: filtersOpen ? 'block' : 'none', md: 'block' }} pb={{ base: '4', md: '0' }} borderBottomWidth={{ base: '1px', md: '0' }} borderColor="border">
      {filtersShown && stage >= STAGE.filterColumn && checks.fields && <SearchFilters state={state} facets={facets} fields={checks.fields} onChange={go} />}
    </Box>
  );

  return (
    <SearchLayout title={state.q ? m.resultsFor(state.q) : m.title} toolbar={toolbar} filters={filters}>
      <Box data-testid="search-results" data-state={status} data-search={status === 'ready' ? search : undefined} aria-busy={status === 'loading'}>
        {status === 'error' && (
          <Flex role="alert" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }} gap="3" mb="4" p="3" borderRadius="md" bg="red.subtle" color="red.fg" data-testid="search-error">
            <Text flex="1">{m.loadError}</Text>
            <Button size="sm" colorPalette="red" variant="outline" onClick={() => (query.isError ? void query.refetch() : checks.retry())}>
              {m.retry}
            </Button>
          </Flex>
        )}
        {empty ? (
          <EmptyResults state={state} />
        ) : (
          <Box opacity={status === 'loading' ? 0.6 : 1} transition="opacity 0.2s">
            {answer ? (
              <CardGrid>
                {answer.products.map((product, index) => (
                  <li key={product.id}>
                    <ResultCard product={product} eager={index < 4} />
                  </li>
                ))}
              </CardGrid>
            ) : (
              <FirstPageGrid products={firstPage} />
            )}
          </Box>
        )}
        {total !== undefined && !empty && stage >= STAGE.pagination && <Pagination state={state} total={total} />}
      </Box>
    </SearchLayout>
  );
}

/** From `md` the filters are a column beside the results (SearchLayout); below it they open under a button. */
const FILTER_COLUMN_QUERY = `(min-width: ${BREAKPOINTS.md})`;

/**
 * Whether the filters are rendered: in the column, or once opened on a small screen (then kept, with what was typed
 * in them). A phone that never opens them never renders them: their first render was the longest task of /products'
 * first load (510–670 ms at a 4× CPU slowdown on a slow machine).
 */
function useFiltersShown(open: boolean): boolean {
  const [column] = useState(() => window.matchMedia(FILTER_COLUMN_QUERY));
  const [shown, setShown] = useState(() => open || column.matches);
  if (open && !shown) setShown(true);
  useEffect(() => {
    const show = () => {
      if (column.matches) setShown(true);
    };
    column.addEventListener('change', show);
    return () => column.removeEventListener('change', show);
  }, [column]);
  return shown;
}

/** No product: say so, and offer the way out (without the filters, or the whole catalogue). */
function EmptyResults({ state }: { state: SearchState }) {
  return (
    <Box py="10" textAlign="center" data-testid="no-result">
      <Text fontSize="lg" fontWeight="medium">
        {m.noResult}
      </Text>
      <Text color="fg.muted" mt="1">
        {m.noResultHint}
      </Text>
      <AppLink to={hasFilters(state) ? searchHref(clearFilters(state)) : PRODUCTS_PATH} display="inline-block" mt="4" fontWeight="bold" color="brand.fg" data-testid="no-result-reset">
        {hasFilters(state) ? m.clearFilters : m.allProducts}
      </AppLink>
    </Box>
  );
}
