/** States of a quotation (ADR of the quotes plugin): asked, answered by staff, accepted by the pro, ordered; or expired, archived. */
export type ApiQuoteState = 'requested' | 'answered' | 'accepted' | 'ordered' | 'expired' | 'archived';

/** One line of a quote: the list price and, once answered, the staff's quoted price (integer cents HT). */
export type ApiQuoteLine = {
  ean: string;
  title: string;
  quantity: number;
  listUnitPrice: number;
  quotedUnitPrice: number | null;
};

export type ApiQuoteComment = { author: 'pro' | 'staff'; content: string; createdAt: string };

/** A quotation as `/api/quotes` answers it (money in integer cents HT). */
export type ApiQuote = {
  id: string;
  /** two digits, dash, six capital letters: 22-ABCDEF */
  ref: string;
  state: ApiQuoteState;
  createdAt: string;
  message: string;
  customer: { id: string; email: string; company: string };
  lines: ApiQuoteLine[];
  deliveryPrice: number | null;
  validUntil: string | null;
  comments: ApiQuoteComment[];
  orderId: string | null;
  /** the order's number (MC-…) once the quote was ordered */
  orderNumber: string | null;
  /** when staff last sent the answer */
  answeredAt: string | null;
  /** bumped by each staff answer: send it back with `PUT /api/quotes/{id}` (409 when another answer went in since) */
  version: number;
};

/** Answer of `GET /api/quotes`: the logged-in pro's own quotes, or for staff (grant quotes) the filtered page. */
export type ApiQuoteList = { quotes: ApiQuote[]; count: number; page?: number; pageSize?: number };
