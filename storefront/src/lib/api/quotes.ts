/**
 * Quotation calls of section 7 (the quotes plugin answers them): the pro's side (request, own quotes, comment,
 * accept, archive, PDF) and the staff's side (grant `quotes`: the filtered list, the answer, delete). Loading a quote
 * into the cart is a cart call (`shopApi.loadQuotation`, PUT /api/cart/quotation): it answers the cart.
 */
import type { ApiQuote, ApiQuoteList } from '@shop/shared';
import { API_BASE, apiRequest } from './client';

export type QuoteRequestBody = { message: string; lines?: { ean: string; quantity: number }[] };

/** The staff list's filters, as the URL of /admin/quotes keeps them (`state`, `customer`, `from`, `to`: YYYY-MM-DD). */
export type QuoteListFilters = { state: string; customer: string; from: string; to: string; page: number };

/** Body of `PUT /api/quotes/{id}`: the staff's answer, money in integer cents HT, `validUntil` YYYY-MM-DD. */
export type QuoteAnswerBody = {
  lines: { ean: string; quantity: number; quotedUnitPrice: number }[];
  deliveryPrice: number;
  validUntil: string;
  /** the version read: the server refuses (409) an answer made on a quote another staff member answered since */
  version?: number;
};

const id = (value: string) => encodeURIComponent(value);

/** `?state=answered&customer=durand&page=2`: only the filters set. */
export function quoteListSearch(filters: QuoteListFilters): string {
  const params = new URLSearchParams();
  if (filters.state) params.set('state', filters.state);
  if (filters.customer.trim()) params.set('customer', filters.customer.trim());
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const quotesApi = {
  /** POST /api/quotes {message, lines?}: without lines, the session cart's lines; 201 with the quote. */
  request: (body: QuoteRequestBody) => apiRequest<ApiQuote>('/quotes', { method: 'POST', body }),
  /** GET /api/quotes: the logged-in pro's own quotes. */
  mine: (signal?: AbortSignal) => apiRequest<ApiQuoteList>('/quotes', { signal }),
  /** GET /api/quotes/{id or ref}: one quote (the pro's own, or any for staff). */
  get: (quoteId: string, signal?: AbortSignal) => apiRequest<ApiQuote>(`/quotes/${id(quoteId)}`, { signal }),
  /** PUT /api/quotes/comment {ref, content}: a comment of the pro or of the staff; answers the quote. */
  comment: (ref: string, content: string) => apiRequest<ApiQuote>('/quotes/comment', { method: 'PUT', body: { ref, content } }),
  /** PUT /api/quotes/acknowledge {ref}: the pro accepts the answered quote. */
  acknowledge: (ref: string) => apiRequest<ApiQuote>('/quotes/acknowledge', { method: 'PUT', body: { ref } }),
  /** PUT /api/quotes/archive {ref}. */
  archive: (ref: string) => apiRequest<ApiQuote>('/quotes/archive', { method: 'PUT', body: { ref } }),
  /** The answered quote as a PDF: a plain link, the browser downloads it with the session cookie (same origin). */
  pdfUrl: (quoteId: string) => `${API_BASE}/quotes/${id(quoteId)}/pdf`,
  /** Staff: GET /api/quotes?state=&customer=&from=&to=&page= (grant quotes). */
  list: (filters: QuoteListFilters, signal?: AbortSignal) => apiRequest<ApiQuoteList>(`/quotes${quoteListSearch(filters)}`, { signal }),
  /** Staff: PUT /api/quotes/{id}: the answer (lines, delivery, validity), sent to the pro by e-mail. */
  answer: (quoteId: string, body: QuoteAnswerBody) => apiRequest<ApiQuote>(`/quotes/${id(quoteId)}`, { method: 'PUT', body }),
  /** Staff: DELETE /api/quotes/{id}: 204, no body. */
  remove: (quoteId: string) => apiRequest<void>(`/quotes/${id(quoteId)}`, { method: 'DELETE', allowEmpty: true }),
};
