import { Box, Heading, Text } from '@chakra-ui/react';
import { graphql } from 'gatsby';
import React from 'react';
import type { ProductCardData } from '../../lib/product-card-data';
import { routes } from '../../lib/routes';
import { AppLink } from '../common/AppLink';
import { cardFrame } from './cardFrame';
import { Price } from './Price';
import { ProductImage } from './ProductImage';
import { StockBadge } from './StockBadge';

/** A product in a grid: image, title, TTC price, stock badge; the whole card is one link (`to`: its page elsewhere than /products/). */
export function ProductCard({ product, eager = false, to }: { product: ProductCardData; eager?: boolean; to?: string }) {
  const image = product.cardImage;
  return (
    <Box as="article" {...cardFrame} data-testid="product-card" data-slug={product.slug}>
      <ProductImage image={image?.file?.childImageSharp?.gatsbyImageData} alt={image?.alt ?? product.title} loading={eager ? 'eager' : 'lazy'} />
      <Box p="3">
        {product.brand && (
          <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="accent" fontWeight="bold">
            {product.brand}
          </Text>
        )}
        <Heading as="h3" size="sm" fontWeight="medium" lineClamp={2} minH="2lh">
          {/* The stretched link makes the whole card clickable while the accessible name stays the title. */}
          <AppLink to={to ?? routes.product(product.slug)} color="fg" css={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}>
            {product.title}
          </AppLink>
        </Heading>
        <Price cents={product.priceCents} fontSize="lg" mt="2" />
        <StockBadge quantity={product.stock} />
      </Box>
    </Box>
  );
}

export const productCardFragment = graphql`
  fragment ProductCard on ShopProduct {
    slug
    title
    subtitle
    brand
    ean
    priceCents
    stock
    cardImage {
      alt
      file {
        childImageSharp {
          gatsbyImageData(layout: CONSTRAINED, width: 300, breakpoints: [300, 600], formats: [WEBP], placeholder: DOMINANT_COLOR)
        }
      }
    }
  }
`;
