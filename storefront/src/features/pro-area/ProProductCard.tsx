import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import React from 'react';
import { AppLink } from '../../components/common/AppLink';
import { cardFrame } from '../../components/product/cardFrame';
import { laterCardsSkipLayout } from '../../components/product/laterCards';
import { ProductImage } from '../../components/product/ProductImage';
import { StockBadge } from '../../components/product/StockBadge';
import type { CardImage } from '../../lib/product-card-data';
import { messages } from '../../messages';
import { proPaths } from './paths';
import { ProPrice } from './ProPrice';

/** What a pro card shows, from the build (static pages) or from POST /api/product/query (search, filters). */
export type ProCardProduct = {
  slug: string;
  title: string;
  brand: string | null;
  ttcCents: number | null;
  stock: number | null;
  cardImage?: CardImage | null;
  imageUrl?: string | null;
};

/** A product of the pro area: its link stays in /pro/v1, its price is HT (the pro's own once known). */
export function ProProductCard({ product, eager = false }: { product: ProCardProduct; eager?: boolean }) {
  const gatsbyImage = product.cardImage?.file?.childImageSharp?.gatsbyImageData;
  return (
    <Box as="article" {...cardFrame} h="full" data-testid="pro-product-card" data-slug={product.slug}>
      {gatsbyImage ? (
        <ProductImage image={gatsbyImage} alt={product.cardImage?.alt ?? product.title} loading={eager ? 'eager' : 'lazy'} />
      ) : product.imageUrl ? (
        <img src={product.imageUrl} alt={product.title} width={300} height={300} loading="lazy" decoding="async" style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'contain' }} />
      ) : (
        <Flex aspectRatio="1" bg="surface" align="center" justify="center" color="fg.muted" fontSize="sm" role="img" aria-label={product.title}>
          <span aria-hidden="true">{messages.product.noImage}</span>
        </Flex>
      )}
      <Box p="3">
        {product.brand && (
          <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="accent" fontWeight="bold">{product.brand}</Text>
        )}
        <Heading as="h3" size="sm" fontWeight="medium" lineClamp={2} minH="2lh">
          <AppLink to={proPaths.product(product.slug)} color="fg" css={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}>
            {product.title}
          </AppLink>
        </Heading>
        <ProPrice ttcCents={product.ttcCents} fontSize="lg" mt="2" />
        <StockBadge quantity={product.stock} />
      </Box>
    </Box>
  );
}

export function ProProductGrid({ products }: { products: ProCardProduct[] }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, lg: 4 }} gap={{ base: '3', md: '5' }} css={laterCardsSkipLayout} data-testid="pro-product-grid">
      {products.map((product, index) => (
        <li key={product.slug}>
          <ProProductCard product={product} eager={index < 4} />
        </li>
      ))}
    </SimpleGrid>
  );
}
