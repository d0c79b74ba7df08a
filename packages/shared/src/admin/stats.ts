import { z } from 'zod';
import { orderDownloadQuerySchema } from './orders';

/**
 * `GET /api/stats/{topSales,allSales,sales,visit}?start=&end=`: Paris days, inclusive, at most 366 days, the same
 * period rule and French messages as the orders' CSV export (one rule for "a period" in the back-office).
 */
export const statsRangeQuerySchema = orderDownloadQuerySchema;

/** One product's sales over a period: units sold and their amount TTC in cents (order lines, paid orders only). */
export type ApiProductSales = { productId: string | null; ean: string | null; title: string; quantity: number; revenueCents: number };

export type ApiSalesDay = { day: string; orders: number; revenueCents: number };

/** `GET /api/stats/sales`: paid orders of the period, their total TTC in cents, day by day. */
export type ApiSales = { start: string; end: string; orders: number; revenueCents: number; averageCents: number; days: ApiSalesDay[] };

/** `GET /api/stats/visit`: consented page views of the period, day by day and by page (10 most seen). */
export type ApiVisits = { start: string; end: string; views: number; days: { day: string; views: number }[]; pages: { path: string; views: number }[] };

/** `GET /api/stats/monthly` (last 12 months) and `/history` (every year): paid orders and their total per period. */
export type ApiSalesPeriod = { period: string; orders: number; revenueCents: number };

/** `GET /api/stats/merchant_center`: how much of the catalogue the Google feed carries, and why the rest is left out. */
export type ApiMerchantCenter = {
  published: number;
  inFeed: number;
  refused: { id: string; title: string; reasons: ('gtin' | 'price' | 'image' | 'description' | 'brand')[] }[];
};

/** `POST /api/stats/visit {path}`: the page a consenting visitor saw (a shop path, never the back-office). */
export const PAGE_VIEW_TEXTS = { path: "Le chemin de la page n'est pas valide" } as const;

export const pageViewSchema = z.object(
  {
    path: z
      .string({ error: PAGE_VIEW_TEXTS.path })
      .trim()
      .max(300, { error: PAGE_VIEW_TEXTS.path })
      .regex(/^\/[^\s?#]*$/, { error: PAGE_VIEW_TEXTS.path })
      .refine((path) => !/^\/admin(\/|$)/.test(path), { error: PAGE_VIEW_TEXTS.path }),
  },
  { error: PAGE_VIEW_TEXTS.path },
);
