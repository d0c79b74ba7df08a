import { Box, Grid, Heading, Text } from '@chakra-ui/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Breadcrumbs } from '../components/common/Breadcrumbs';
import { Seo } from '../components/common/Seo';
import { Layout } from '../components/layout/Layout';
import { AttributesTable, type ProductAttributes } from '../components/product/AttributesTable';
import { Price } from '../components/product/Price';
import { ProductTexts } from '../components/product/ProductTexts';
import { ProductGallery, type GalleryImage } from '../components/product/ProductGallery';
import { StockBadge } from '../components/product/StockBadge';
import { ProductAddToCart } from '../features/cart/ProductAddToCart';
import { StaticIsland } from '../features/static-island/StaticIsland';
import { productCrumbs, type ShopCategory } from '../lib/categories';
import { centsToMajor } from '@shop/shared';
import { stockState } from '../lib/stock';

type Product = ProductAttributes & {
  slug: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  sku: string | null;
  priceCents: number | null;
  stock: number | null;
  features: string[];
  primaryCategoryPath: string | null;
  images: GalleryImage[];
};

type ProductData = { shopProduct: Product; allShopCategory: { nodes: ShopCategory[] } };

export default function ProductPage({ data }: PageProps<ProductData>) {
  const product = data.shopProduct;
  return (
    <Layout>
      <Breadcrumbs items={productCrumbs(product, data.allShopCategory.nodes)} />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 5fr) minmax(0, 6fr)' }} gap={{ base: '6', lg: '12' }} as="article" data-testid="product-page" data-slug={product.slug}>
        <ProductGallery images={product.images} title={product.title} />
        <Box>
          <StaticIsland>
            {product.brand && <Text color="accent" fontWeight="bold" textTransform="uppercase" letterSpacing="wide" fontSize="sm">{product.brand}</Text>}
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} data-testid="product-title">{product.title}</Heading>
            {product.subtitle && <Text fontSize="lg" color="fg.muted" mt="2" data-testid="product-subtitle">{product.subtitle}</Text>}
            <Price cents={product.priceCents} fontSize="3xl" mt="4" amountTestId="product-price" />
            <StockBadge quantity={product.stock} />
          </StaticIsland>
          <ProductAddToCart ean={product.ean} stock={product.stock} />
          <StaticIsland>
            <ProductTexts description={product.description} features={product.features} />
          </StaticIsland>
        </Box>
      </Grid>
      <AttributesTable product={product} />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<ProductData, { canonical?: string }>) {
  const p = data.shopProduct;
  const description = p.subtitle ?? p.description?.slice(0, 160) ?? undefined;
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.title,
    description: p.description ?? undefined,
    sku: p.sku ?? undefined,
    gtin13: p.ean ?? undefined,
    brand: p.brand ? { '@type': 'Brand', name: p.brand } : undefined,
    offers:
      p.priceCents === null
        ? undefined
        : {
            '@type': 'Offer',
            priceCurrency: 'EUR',
            price: centsToMajor(p.priceCents),
            availability: stockState(p.stock).available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          },
  };
  return (
    <Seo title={p.title} description={description}>
      <script type="application/ld+json">{JSON.stringify(structured)}</script>
      {pageContext.canonical && <link rel="canonical" href={pageContext.canonical} />}
    </Seo>
  );
}

export const query = graphql`
  query ProductPage($slug: String!) {
    shopProduct(slug: { eq: $slug }) {
      slug title subtitle description sku ean brand colour powerW widthMm heightMm depthMm weightG
      priceCents stock features primaryCategoryPath
      images {
        alt
        file {
          childImageSharp {
            gatsbyImageData(layout: CONSTRAINED, width: 640, breakpoints: [320, 640], formats: [WEBP], placeholder: DOMINANT_COLOR)
          }
        }
      }
    }
    allShopCategory {
      nodes { id: categoryId name handle description path slug depth parentPath menuTag rank }
    }
  }
`;
