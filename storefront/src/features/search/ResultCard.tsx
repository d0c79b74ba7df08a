import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { ApiProductSummary } from '@shop/shared';
import React from 'react';
import { AppLink } from '../../components/common/AppLink';
import { cardFrame } from '../../components/product/cardFrame';
import { Price } from '../../components/product/Price';
import { StockBadge } from '../../components/product/StockBadge';
import { routes } from '../../lib/routes';
import { messages } from '../../messages';

/**
 * A product of an `/api` answer, drawn like the static ProductCard (brand, title, TTC price, stock) with the
 * engine's image URL (the build's processed images exist only for the static pages, as in the cart drawer).
 * `data-brand` and `data-price` let a browser test check that filters and sorting hold on every card.
 */
export function ResultCard({ product, eager = false }: { product: ApiProductSummary; eager?: boolean }) {
  return (
    <Box
      as="article"
      {...cardFrame}
      h="full"
      data-testid="product-card"
      data-slug={product.slug}
      data-brand={product.brand ?? ''}
      data-price={product.price.ttc}
      data-ean={product.ean ?? ''}
    >
      {product.image ? (
        <img
          src={product.image}
          alt={product.designation}
          width={300}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'contain' }}
        />
      ) : (
        <Flex aspectRatio="1" bg="surface" align="center" justify="center" color="fg.muted" fontSize="sm" role="img" aria-label={product.designation}>
          <span aria-hidden="true">{messages.product.noImage}</span>
        </Flex>
      )}
      <Box p="3">
        {product.brand && (
          <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="accent" fontWeight="bold">
            {product.brand}
          </Text>
        )}
        <Heading as="h3" size="sm" fontWeight="medium" lineClamp={2} minH="2lh">
          <AppLink to={routes.product(product.slug)} color="fg" css={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}>
            {product.designation}
          </AppLink>
        </Heading>
        <Price cents={product.price.ttc} fontSize="lg" mt="2" />
        <StockBadge quantity={product.stock.available} />
      </Box>
    </Box>
  );
}
