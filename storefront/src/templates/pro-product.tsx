import { Box, Grid, Heading, Text } from '@chakra-ui/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Breadcrumbs } from '../components/common/Breadcrumbs';
import { Seo } from '../components/common/Seo';
import { AttributesTable, type ProductAttributes } from '../components/product/AttributesTable';
import { ProductTexts } from '../components/product/ProductTexts';
import { ProductGallery, type GalleryImage } from '../components/product/ProductGallery';
import { StockBadge } from '../components/product/StockBadge';
import { ProductAddToCart } from '../features/cart/ProductAddToCart';
import { proAreaMessages as m } from '../features/pro-area/messages';
import { proPaths } from '../features/pro-area/paths';
import { ProLayout } from '../features/pro-area/ProLayout';
import { ProPrice } from '../features/pro-area/ProPrice';
import { StaticIsland } from '../features/static-island/StaticIsland';

type Product = ProductAttributes & {
  slug: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  priceCents: number | null;
  stock: number | null;
  features: string[];
  images: GalleryImage[];
};

type ProductData = { shopProduct: Product };

/** /pro/v1/products/{slug} (spec 2.3): the product page of the pro area, price HT (the pro's own once known). */
export default function ProProductPage({ data }: PageProps<ProductData>) {
  const product = data.shopProduct;
  return (
    <ProLayout>
      <Breadcrumbs home={proPaths.home} items={[{ label: m.store.title, to: proPaths.store }, { label: product.title }]} />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 5fr) minmax(0, 6fr)' }} gap={{ base: '6', lg: '12' }} as="article" data-testid="pro-product-page" data-slug={product.slug}>
        <ProductGallery images={product.images} title={product.title} />
        <Box>
          <StaticIsland>
            {product.brand && <Text color="accent" fontWeight="bold" textTransform="uppercase" letterSpacing="wide" fontSize="sm">{product.brand}</Text>}
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} data-testid="product-title">{product.title}</Heading>
            {product.subtitle && <Text fontSize="lg" color="fg.muted" mt="2">{product.subtitle}</Text>}
          </StaticIsland>
          <ProPrice ttcCents={product.priceCents} fontSize="3xl" mt="4" />
          <StaticIsland>
            <StockBadge quantity={product.stock} />
          </StaticIsland>
          <ProductAddToCart ean={product.ean} stock={product.stock} />
          <StaticIsland>
            <ProductTexts description={product.description} features={product.features} />
          </StaticIsland>
        </Box>
      </Grid>
      <AttributesTable product={product} />
    </ProLayout>
  );
}

export function Head({ data }: HeadProps<ProductData>) {
  const p = data.shopProduct;
  return <Seo title={`${p.title} – ${m.areaName}`} description={p.subtitle ?? p.description?.slice(0, 160) ?? undefined} />;
}

export const query = graphql`
  query ProProductPage($slug: String!) {
    shopProduct(slug: { eq: $slug }) {
      slug title subtitle description ean brand colour powerW widthMm heightMm depthMm weightG
      priceCents stock features
      images {
        alt
        file {
          childImageSharp {
            gatsbyImageData(layout: CONSTRAINED, width: 640, breakpoints: [320, 640], formats: [WEBP], placeholder: DOMINANT_COLOR)
          }
        }
      }
    }
  }
`;
