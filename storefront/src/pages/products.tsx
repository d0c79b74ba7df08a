import { Text } from '@chakra-ui/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React, { Suspense, lazy } from 'react';
import { Breadcrumbs } from '../components/common/Breadcrumbs';
import { Seo } from '../components/common/Seo';
import { Layout } from '../components/layout/Layout';
import { searchMessages } from '../features/search/messages';
import { FirstPageGrid, SearchLayout } from '../features/search/SearchLayout';
import { SearchToolbar } from '../features/search/SearchToolbar';
import { nextTask } from '../features/static-island/laterTasks';
import type { ProductCardData } from '../lib/product-card-data';
import { useMounted } from '../lib/useMounted';
import { messages } from '../messages';

type ProductsData = { firstPage: { totalCount: number; nodes: ProductCardData[] } };

const m = messages.products;

// Filters, sort, pages and react-query come after hydration, in a chunk of their own. Its modules (zod among them)
// are evaluated as the chunk arrives and the screen renders in the next task: one task for both was the longest of
// the page's first load (45 ms of main thread on a desktop CPU).
const SearchScreen = lazy(() => import('../features/search/SearchScreen').then((screen) => nextTask().then(() => screen)));

/** What the static HTML shows (and a visitor without JavaScript): the catalogue's first page, A to Z. */
function StaticProducts({ data }: { data: ProductsData }) {
  const { nodes, totalCount } = data.firstPage;
  return (
    <SearchLayout
      title={searchMessages.title}
      toolbar={
        <SearchToolbar
          count={
            <Text color="fg.muted" data-testid="result-count">
              {searchMessages.count(totalCount)}
            </Text>
          }
        />
      }
    >
      <FirstPageGrid products={nodes} />
    </SearchLayout>
  );
}

/**
 * The page's content, under the layout: its first render hydrates the static first page, its effect then lets the
 * search screen take over. The state lives here, inside the layout's content part, so that the switch comes once
 * that part has hydrated (`HydrateLater`), never while it still waits for its turn.
 */
function Catalogue({ data, search }: { data: ProductsData; search: string }) {
  // The static HTML was rendered without the query string: hydrate that, then read the URL.
  const mounted = useMounted();
  const fallback = <StaticProducts data={data} />;
  if (!mounted) return fallback;
  return (
    <Suspense fallback={fallback}>
      <SearchScreen search={search} firstPage={data.firstPage.nodes} catalogueTotal={data.firstPage.totalCount} />
    </Suspense>
  );
}

/**
 * /products/ and /products/?q=… (spec 2.1). The static HTML is the catalogue's first page (SEO, no JavaScript
 * needed); in the browser the search screen takes over the same frame and follows the URL (text, filters,
 * sort, page), so the header search and Back both work on this page.
 */
export default function ProductsPage({ data, location }: PageProps<ProductsData>) {
  return (
    <Layout>
      <Breadcrumbs items={[{ label: messages.breadcrumb.products }]} />
      <Catalogue data={data} search={location.search} />
    </Layout>
  );
}

export function Head(_: HeadProps<ProductsData>) {
  return <Seo title={m.title} description={m.description} />;
}

export const query = graphql`
  query ProductsPage {
    firstPage: allShopProduct(sort: { title: ASC }, limit: 48) { # the static first page (LIST_PAGE_SIZE); later pages come from POST /api/product/query
      totalCount
      nodes { ...ProductCard }
    }
  }
`;
