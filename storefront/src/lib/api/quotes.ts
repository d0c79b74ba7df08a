/** Quotation calls of section 7 the pro area makes (the quotes plugin answers them). */
import type { ApiQuote, ApiQuoteList } from '@shop/shared';
import { apiRequest } from './client';

export type QuoteRequestBody = { message: string; lines?: { ean: string; quantity: number }[] };

export const quotesApi = {
  /** POST /api/quotes {message, lines?}: without lines, the session cart's lines; 201 with the quote. */
  request: (body: QuoteRequestBody) => apiRequest<ApiQuote>('/quotes', { method: 'POST', body }),
  /** GET /api/quotes: the logged-in pro's own quotes. */
  mine: (signal?: AbortSignal) => apiRequest<ApiQuoteList>('/quotes', { signal }),
};
