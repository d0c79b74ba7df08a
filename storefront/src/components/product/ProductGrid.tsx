import { SimpleGrid } from '@chakra-ui/react';
import React from 'react';
import type { ProductCardData } from '../../lib/product-card-data';
import { laterCardsSkipLayout } from './laterCards';
import { ProductCard } from './ProductCard';

type GridProps = { products: ProductCardData[]; eagerCount?: number; linkTo?: (slug: string) => string };

export function ProductGrid({ products, eagerCount = 0, linkTo }: GridProps) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, lg: 4, xl: 5 }} gap={{ base: '3', md: '5' }} css={laterCardsSkipLayout} data-testid="product-grid">
      {products.map((product, index) => (
        <li key={product.slug}>
          <ProductCard product={product} eager={index < eagerCount} to={linkTo?.(product.slug)} />
        </li>
      ))}
    </SimpleGrid>
  );
}
