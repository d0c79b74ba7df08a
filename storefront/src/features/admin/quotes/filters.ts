/** The list screen's URL query (`?state=requested&customer=durand&page=2`) ↔ its filters: the URL is the state. */
import { QUOTE_STATES, type ApiQuoteState } from '@shop/shared';
import { quoteListSearch, type QuoteListFilters } from '../../../lib/api/quotes';

export const EMPTY_FILTERS: QuoteListFilters = { state: '', customer: '', from: '', to: '', page: 1 };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function filtersFromSearch(search: string): QuoteListFilters {
  const params = new URLSearchParams(search);
  const state = params.get('state') ?? '';
  const page = Number(params.get('page'));
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    state: QUOTE_STATES.includes(state as ApiQuoteState) ? state : '',
    customer: params.get('customer') ?? '',
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export const searchOfFilters = quoteListSearch;

export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, pageSize)));
}
