import { Box, Flex, Heading, Spinner, Text } from '@chakra-ui/react';
import type { ApiProductSummary } from '@shop/shared';
import { ERROR_TEXT } from '../checkout/fields';
import React, { useEffect, useState } from 'react';
import { AppLink } from '../../components/common/AppLink';
import { productsApi } from '../../lib/api/products';
import { proAreaMessages as m } from './messages';
import { ProProductGrid, type ProCardProduct } from './ProProductCard';
import { filterChoices, parseProStoreQuery, proStoreUrl, type ProStoreCode } from './storeFilters';

const PAGE_SIZE = 48;

type Props = {
  code: ProStoreCode | null;
  title: string;
  /** the build's list (HT prices in the HTML) */
  staticProducts: ProCardProduct[];
  staticTotal: number;
  /** the query string (Gatsby's location.search); '' in the static HTML */
  search: string;
};

export function fromSummary(product: ApiProductSummary): ProCardProduct {
  return {
    slug: product.slug,
    title: product.designation,
    brand: product.brand,
    ttcCents: product.price.ttc,
    stock: product.stock.available,
    imageUrl: product.image,
  };
}

type Dynamic = { status: 'loading' } | { status: 'error' } | { status: 'done'; products: ProCardProduct[]; total: number };

function Filters({ code, active }: { code: ProStoreCode | null; active: string | null }) {
  const choices = filterChoices(code);
  if (!code || choices.length === 0) return null;
  const chip = (selected: boolean) =>
    ({
      display: 'inline-block',
      px: '3',
      py: '1.5',
      borderRadius: 'full',
      borderWidth: '1px',
      borderColor: 'brand.border',
      color: selected ? 'brand.contrast' : 'brand.fg',
      bg: selected ? 'brand.solid' : undefined,
      _hover: { textDecoration: 'none' },
    }) as const;
  return (
    <Box as="nav" aria-labelledby="pro-filtres" mt="4">
      <Heading as="h2" id="pro-filtres" size="sm" mb="2">{m.store.filters}</Heading>
      <Flex as="ul" listStyleType="none" gap="2" wrap="wrap">
        <li>
          <AppLink to={proStoreUrl(code)} {...chip(active === null)} aria-current={active === null ? 'page' : undefined}>{m.store.all}</AppLink>
        </li>
        {choices.map((choice) => (
          <li key={choice.value}>
            <AppLink to={proStoreUrl(code, choice.query)} {...chip(active === choice.value)} aria-current={active === choice.value ? 'page' : undefined} data-testid="pro-filter" data-value={choice.value}>
              {m.store.filterLabels[choice.value] ?? choice.value}
            </AppLink>
          </li>
        ))}
      </Flex>
    </Box>
  );
}

/**
 * /pro/v1/store[/{cat}] (spec 2.3). The HTML is the build's list with HT list prices; a search (`q`) or a filter
 * (`type`, `soufflerie`) asks POST /api/product/query for the filter's category once the page runs in the browser.
 */
export function ProStoreScreen({ code, title, staticProducts, staticTotal, search }: Props) {
  const query = parseProStoreQuery(code, search);
  const [dynamic, setDynamic] = useState<Dynamic | null>(null);
  const key = `${query.q}|${query.categoryPath ?? ''}`;
  useEffect(() => {
    if (!query.dynamic) {
      setDynamic(null);
      return;
    }
    const controller = new AbortController();
    setDynamic({ status: 'loading' });
    productsApi
      .query({ q: query.q || undefined, category: query.categoryPath ?? undefined, page: 1, pageSize: PAGE_SIZE }, controller.signal)
      .then((answer) => setDynamic({ status: 'done', products: answer.products.map(fromSummary), total: answer.total }))
      .catch(() => !controller.signal.aborted && setDynamic({ status: 'error' }));
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, query.dynamic]);

  const heading = query.q ? m.store.searchTitle(query.q) : title;
  return (
    <Box as="section" data-testid="pro-store" data-code={code ?? ''} data-filter={query.filter ?? ''}>
      <Heading as="h1" size="3xl" data-testid="page-title">{heading}</Heading>
      <Filters code={code} active={query.filter} />
      <Box mt="6">
        {dynamic?.status === 'loading' && (
          <Text role="status" display="flex" alignItems="center" gap="2"><Spinner size="sm" />{m.store.loading}</Text>
        )}
        {dynamic?.status === 'error' && <Text role="alert" color={ERROR_TEXT}>{m.store.error}</Text>}
        {dynamic?.status === 'done' && (
          <>
            <Text color="fg.muted" mb="4" aria-live="polite" data-testid="pro-result-count">{m.store.count(dynamic.total)}</Text>
            <ProProductGrid products={dynamic.products} />
          </>
        )}
        {dynamic === null && (
          <>
            <Text color="fg.muted" mb="4" data-testid="pro-result-count">{m.store.count(staticTotal)}</Text>
            <ProProductGrid products={staticProducts} />
          </>
        )}
      </Box>
    </Box>
  );
}
