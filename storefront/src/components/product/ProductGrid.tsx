import { SimpleGrid } from '@chakra-ui/react';
import React from 'react';
import type { ProductCardData } from '../../lib/product-card-data';
import { ProductCard } from './ProductCard';

export function ProductGrid({ products, eagerCount = 0 }: { products: ProductCardData[]; eagerCount?: number }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, lg: 4, xl: 5 }} gap={{ base: '3', md: '5' }} data-testid="product-grid">
      {products.map((product, index) => (
        <li key={product.slug}>
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </SimpleGrid>
  );
}
