import { Box, Button, Text } from '@chakra-ui/react';
import React, { useMemo, useState } from 'react';
import { ProductGrid } from '../../components/product/ProductGrid';
import type { ProductCardData, SearchIndexEntry } from '../../lib/product-card-data';
import { matchesSearch } from '../../lib/search';
import { messages } from '../../messages';
import { useProductIndex } from './useProductIndex';

type Props = {
  /** the products rendered in the static HTML (the first page) */
  firstPage: ProductCardData[];
  totalCount: number;
  /** search text ('' for none) */
  query?: string;
  /** which index entries belong to this listing (a category page keeps its own) */
  belongs?: (entry: SearchIndexEntry) => boolean;
};

const m = messages.products;

/**
 * A product grid whose first page is static HTML; "show more" and searching load the build's
 * product index once and filter it in the browser, so big catalogues keep small pages.
 */
export function ProductListing({ firstPage, totalCount, query = '', belongs }: Props) {
  const [showAll, setShowAll] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const searching = query !== '';
  const index = useProductIndex(searching || showAll, attempt);
  const results = useMemo(
    () => (index.status === 'ready' ? index.products.filter((p) => (!belongs || belongs(p)) && matchesSearch(p, query)) : []),
    [index, query, belongs],
  );
  const shown = searching || (showAll && index.status === 'ready') ? results : firstPage;

  return (
    <>
      <Text color="fg.muted" mb="4" aria-live="polite" data-testid="result-count">
        {searching && index.status !== 'ready' ? m.loading : m.count(searching ? results.length : totalCount)}
      </Text>
      {index.status === 'error' && <Text role="alert" color="red.fg" mb="4">{m.loadError}</Text>}
      {searching && index.status === 'ready' && results.length === 0 ? (
        <Text data-testid="no-result">{m.noResult}</Text>
      ) : (
        <ProductGrid products={shown} eagerCount={4} />
      )}
      {!searching && shown.length < totalCount && (
        <Box textAlign="center" mt="8">
          <Button colorPalette="brand" onClick={() => {
              setShowAll(true);
              setAttempt((n) => n + 1);
            }} loading={showAll && index.status === 'loading'} data-testid="show-more">
            {m.showMore}
          </Button>
        </Box>
      )}
    </>
  );
}
