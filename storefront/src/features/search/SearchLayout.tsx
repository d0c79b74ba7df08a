import { Box, Grid, Heading, SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';
import React from 'react';
import { laterCardsSkipLayout } from '../../components/product/laterCards';
import { ProductCard } from '../../components/product/ProductCard';
import type { ProductCardData } from '../../lib/product-card-data';
import { StaticIsland } from '../static-island/StaticIsland';
import { searchMessages as m } from './messages';

type LayoutProps = {
  title: string;
  /** count, sort, the small-screen filters button */
  toolbar: React.ReactNode;
  /** the facets; empty in the static HTML (they come with the first answer) */
  filters?: React.ReactNode;
  children: React.ReactNode;
};

/**
 * The frame of /products, the same in the static HTML and once the search has loaded, so nothing jumps
 * when it takes over. From 768 px the filters are a column on the left; below, they sit between the
 * toolbar (which has the button that opens them) and the results.
 */
export function SearchLayout({ title, toolbar, filters, children }: LayoutProps) {
  return (
    <>
      <Heading as="h1" size="3xl" mb="1" data-testid="page-title">
        {title}
      </Heading>
      <Grid
        mt="4"
        gap={{ base: '4', md: '6' }}
        templateColumns={{ base: 'minmax(0, 1fr)', md: '15rem minmax(0, 1fr)', xl: '17rem minmax(0, 1fr)' }}
        templateAreas={{ base: '"toolbar" "filters" "results"', md: '"filters toolbar" "filters results"' }}
        templateRows={{ md: 'auto 1fr' }}
      >
        <Box gridArea="toolbar">{toolbar}</Box>
        <Box as={filters ? 'section' : 'div'} gridArea="filters" aria-label={filters ? m.filters : undefined} alignSelf="start">
          {filters}
        </Box>
        <Box as="section" gridArea="results" minW="0" aria-labelledby="search-results-title">
          {/* The cards' titles are h3: the outline needs the level between them and the page's h1. */}
          <Heading as="h2" id="search-results-title" srOnly>
            {m.results}
          </Heading>
          {children}
        </Box>
      </Grid>
    </>
  );
}

/** The product grid of the search column (one column fewer than a full-width grid: the filters take it). */
export function CardGrid({ children, ...props }: { children: React.ReactNode } & SimpleGridProps) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, lg: 3, xl: 4 }} gap={{ base: '3', md: '5' }} css={laterCardsSkipLayout} data-testid="product-grid" {...props}>
      {children}
    </SimpleGrid>
  );
}

/**
 * The catalogue's first page (A to Z), as the static HTML shows it. On a first load its HTML is kept, and handed
 * from the static page to the search screen when that takes over: 48 cards neither hydrated nor rendered again,
 * which was most of /products' blocking time on a phone (Lighthouse).
 */
export function FirstPageGrid({ products }: { products: ProductCardData[] }) {
  return (
    <StaticIsland handover="catalogue-first-page">
      <CardGrid>
        {products.map((product, index) => (
          <li key={product.slug}>
            <ProductCard product={product} eager={index < 4} />
          </li>
        ))}
      </CardGrid>
    </StaticIsland>
  );
}
