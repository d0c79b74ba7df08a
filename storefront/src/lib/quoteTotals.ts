/** Sums of a quote in integer cents HT (integers only: quantity × unit price, never floats). */
import type { ApiQuote, ApiQuoteLine } from '@shop/shared';

/** The line at the quoted price, or null while the quote has no answer for it. */
export const quotedLineTotal = (line: ApiQuoteLine): number | null =>
  line.quotedUnitPrice === null ? null : line.quotedUnitPrice * line.quantity;

export const listLineTotal = (line: ApiQuoteLine): number => line.listUnitPrice * line.quantity;

/** Articles at the quoted prices, or null while a line is unanswered. */
export function quotedArticles(lines: readonly ApiQuoteLine[]): number | null {
  let sum = 0;
  for (const line of lines) {
    const total = quotedLineTotal(line);
    if (total === null) return null;
    sum += total;
  }
  return sum;
}

/** Articles + delivery at the quoted prices (HT), or null before the answer. */
export function quotedTotal(quote: Pick<ApiQuote, 'lines' | 'deliveryPrice'>): number | null {
  const articles = quotedArticles(quote.lines);
  return articles === null ? null : articles + (quote.deliveryPrice ?? 0);
}

export const listArticles = (lines: readonly ApiQuoteLine[]): number => lines.reduce((sum, line) => sum + listLineTotal(line), 0);
