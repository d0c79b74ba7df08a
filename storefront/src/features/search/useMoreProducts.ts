import type { ApiProductSummary } from '@shop/shared';
import { useCallback, useRef, useState } from 'react';
import { productsApi } from '../../lib/api/products';
import { LIST_PAGE_SIZE } from './pageSize';

export type MoreProducts = {
  /** 'done': the engine has no further page (its count may differ from the build's) */
  status: 'idle' | 'loading' | 'error' | 'done';
  /** the products of pages 2, 3… in order, without the static first page's */
  products: ApiProductSummary[];
  loadMore: () => void;
};

/**
 * "Show more" of a category page: the next page of the category from POST /api/product/query, A to Z like
 * the static first page (page 1). Plain state rather than react-query, which category pages do not load.
 * A failed page is asked again on the next click.
 */
export function useMoreProducts(category: string, staticSlugs: string[]): MoreProducts {
  const [status, setStatus] = useState<MoreProducts['status']>('idle');
  const [products, setProducts] = useState<ApiProductSummary[]>([]);
  const nextPage = useRef(2);
  const busy = useRef(false);

  const loadMore = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setStatus('loading');
    productsApi.query({ category, sort: 'name', page: nextPage.current, pageSize: LIST_PAGE_SIZE }).then(
      (answer) => {
        nextPage.current += 1;
        // the build's order and the engine's can differ on accents: never show a product twice
        setProducts((shown) => {
          const seen = new Set([...staticSlugs, ...shown.map((p) => p.slug)]);
          return [...shown, ...answer.products.filter((p) => !seen.has(p.slug))];
        });
        setStatus(answer.products.length < LIST_PAGE_SIZE || answer.page * LIST_PAGE_SIZE >= answer.total ? 'done' : 'idle');
        busy.current = false;
      },
      () => {
        setStatus('error');
        busy.current = false;
      },
    );
  }, [category, staticSlugs]);

  return { status, products, loadMore };
}
