import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Breadcrumbs } from '../components/common/Breadcrumbs';
import { Seo } from '../components/common/Seo';
import { useMounted } from '../lib/useMounted';
import { proAreaMessages as m } from '../features/pro-area/messages';
import { proPaths } from '../features/pro-area/paths';
import { ProLayout } from '../features/pro-area/ProLayout';
import { ProStoreScreen } from '../features/pro-area/ProStoreScreen';
import type { ProStoreCode } from '../features/pro-area/storeFilters';
import type { ProductCardData } from '../lib/product-card-data';

type Context = { code: ProStoreCode | null; paths: string[] };
type StoreData = { allShopProduct: { totalCount: number; nodes: ProductCardData[] } };

function titleOf(code: ProStoreCode | null): string {
  return code ? m.categories[code] : m.store.title;
}

/** /pro/v1/store and /pro/v1/store/{rd,ssv,bal,che,cli} (spec 2.3): static, HT list prices in the HTML. */
export default function ProStorePage({ data, pageContext, location }: PageProps<StoreData, Context>) {
  // The HTML was built without the query string: hydrate that, then read the URL (search, filters).
  const mounted = useMounted();
  const { code } = pageContext;
  const products = data.allShopProduct.nodes.map((p) => ({ slug: p.slug, title: p.title, brand: p.brand, ttcCents: p.priceCents, stock: p.stock, cardImage: p.cardImage }));
  const crumbs = code ? [{ label: m.store.title, to: proPaths.store }, { label: titleOf(code) }] : [{ label: m.store.title }];
  return (
    <ProLayout>
      <Breadcrumbs home={proPaths.home} items={crumbs} />
      <ProStoreScreen code={code} title={titleOf(code)} staticProducts={products} staticTotal={data.allShopProduct.totalCount} search={mounted ? location.search : ''} />
    </ProLayout>
  );
}

export function Head({ pageContext }: HeadProps<StoreData, Context>) {
  const title = titleOf(pageContext.code);
  return <Seo title={`${title} – ${m.areaName}`} description={m.store.description(title)} />;
}

export const query = graphql`
  query ProStorePage($paths: [String!]!) {
    allShopProduct(filter: { categoryPaths: { in: $paths } }, sort: { title: ASC }, limit: 48) {
      totalCount
      nodes { ...ProductCard }
    }
  }
`;
