/** Test helper (not shipped: nothing in the site imports it): quotes as `/api/quotes` answers them. */
import type { ApiQuote } from '@shop/shared';

export function apiQuote(overrides: Partial<ApiQuote> = {}): ApiQuote {
  return {
    id: 'quote_01JQUOTE',
    ref: '26-KLMNPQ',
    state: 'requested',
    createdAt: '2026-11-20T09:30:00.000Z',
    message: 'Chantier de 12 logements à Lyon, livraison en une fois.',
    customer: { id: 'cus_01JPRO', email: 'achats@durand.fr', company: 'Durand SARL' },
    lines: [
      { ean: '3760891000017', title: 'Radiateur Solena 1000 W', quantity: 4, listUnitPrice: 41583, quotedUnitPrice: null },
      { ean: '3760891000024', title: 'Sèche-serviettes Ondine', quantity: 2, listUnitPrice: 20833, quotedUnitPrice: null },
    ],
    deliveryPrice: null,
    validUntil: null,
    comments: [],
    orderId: null,
    orderNumber: null,
    answeredAt: null,
    version: 0,
    ...overrides,
  };
}

/** The same quote answered by staff: Solena at 389,90 € HT, Ondine at 199,00 € HT, delivery 25,00 € HT. */
export function answeredQuote(overrides: Partial<ApiQuote> = {}): ApiQuote {
  const base = apiQuote();
  return apiQuote({
    state: 'answered',
    lines: [
      { ...base.lines[0], quotedUnitPrice: 38990 },
      { ...base.lines[1], quotedUnitPrice: 19900 },
    ],
    deliveryPrice: 2500,
    validUntil: '2026-12-20',
    answeredAt: '2026-11-21T10:00:00.000Z',
    version: 1,
    comments: [{ author: 'staff', content: 'Prix remisés pour 4 radiateurs.', createdAt: '2026-11-21T10:00:00.000Z' }],
    ...overrides,
  });
}
