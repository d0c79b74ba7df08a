import { Heading } from '@chakra-ui/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React, { useEffect, useState } from 'react';
import { Breadcrumbs } from '../components/common/Breadcrumbs';
import { Seo } from '../components/common/Seo';
import { Layout } from '../components/layout/Layout';
import { ProductListing } from '../features/search/ProductListing';
import type { ProductCardData } from '../lib/product-card-data';
import { readSearchQuery } from '../lib/search';
import { messages } from '../messages';

type ProductsData = { firstPage: { totalCount: number; nodes: ProductCardData[] } };

const m = messages.products;

/** /products/ and /products/?q=… (spec 2.1): the catalogue's first page, search in the browser. */
export default function ProductsPage({ data, location }: PageProps<ProductsData>) {
  // Read ?q= after mount: the static HTML was rendered without it, and hydration must match it.
  const [query, setQuery] = useState('');
  useEffect(() => setQuery(readSearchQuery(location.search)), [location.search]);
  return (
    <Layout>
      <Breadcrumbs items={[{ label: messages.breadcrumb.products }]} />
      <Heading as="h1" size="3xl" mb="1" data-testid="page-title">{query ? m.searchTitle(query) : m.title}</Heading>
      <ProductListing firstPage={data.firstPage.nodes} totalCount={data.firstPage.totalCount} query={query} />
    </Layout>
  );
}

export function Head(_: HeadProps<ProductsData>) {
  return <Seo title={m.title} description={m.description} />;
}

export const query = graphql`
  query ProductsPage {
    firstPage: allShopProduct(sort: { title: ASC }, limit: 48) { # the static first page; the rest comes from the product index
      totalCount
      nodes { ...ProductCard }
    }
  }
`;
