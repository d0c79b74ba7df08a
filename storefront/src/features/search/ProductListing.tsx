import { Box, Button, Text } from '@chakra-ui/react';
import React, { useMemo } from 'react';
import { ProductCard } from '../../components/product/ProductCard';
import type { ProductCardData } from '../../lib/product-card-data';
import { searchMessages as m } from './messages';
import { ResultCard } from './ResultCard';
import { CardGrid } from './SearchLayout';
import { useMoreProducts } from './useMoreProducts';
import { StaticIsland } from '../static-island/StaticIsland';

type Props = {
  /** the products rendered in the static HTML (the first page, A to Z) */
  firstPage: ProductCardData[];
  totalCount: number;
  /** the category's tree path: "show more" asks the API for its next pages */
  category: string;
};

/**
 * A category's product grid: the first page is static HTML; "show more" appends the next pages from
 * POST /api/product/query, so big catalogues keep small pages and the build writes no product index.
 */
export function ProductListing({ firstPage, totalCount, category }: Props) {
  const staticSlugs = useMemo(() => firstPage.map((p) => p.slug), [firstPage]);
  const more = useMoreProducts(category, staticSlugs);
  const shown = firstPage.length + more.products.length;

  return (
    <>
      <Text color="fg.muted" mb="4" aria-live="polite" data-testid="result-count">
        {m.count(totalCount)}
      </Text>
      <StaticIsland enabled={more.products.length === 0}>
        <CardGrid columns={{ base: 2, md: 3, lg: 4, xl: 5 }}>
          {firstPage.map((product, index) => (
            <li key={product.slug}>
              <ProductCard product={product} eager={index < 4} />
            </li>
          ))}
          {more.products.map((product) => (
            <li key={product.slug}>
              <ResultCard product={product} />
            </li>
          ))}
        </CardGrid>
      </StaticIsland>
      {more.status === 'error' && (
        <Text role="alert" color="red.fg" mt="4">
          {m.moreError}
        </Text>
      )}
      {shown < totalCount && more.status !== 'done' && (
        <Box textAlign="center" mt="8">
          <Button colorPalette="brand" onClick={more.loadMore} loading={more.status === 'loading'} data-testid="show-more">
            {m.showMore}
          </Button>
        </Box>
      )}
    </>
  );
}
