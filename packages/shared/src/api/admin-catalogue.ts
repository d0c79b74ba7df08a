import type { PromoAudience, PromoDiscountKind } from '../validation/promos-admin';

/** A promo code as the staff's desk shows it (`/api/promos`). */
export type ApiPromo = {
  id: string;
  code: string;
  kind: PromoDiscountKind;
  /** percentage: 1-100; fixed: cents TTC off the articles */
  value: number;
  minimumCents: number | null;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  /** orders that used it */
  used: number;
  audience: PromoAudience;
  active: boolean;
  combinable: boolean;
};

export type ApiPromoList = { promos: ApiPromo[]; total: number; page: number; pageSize: number };

/** A product as the staff's desk shows it (`/api/products`): drafts included, price TTC in cents. */
export type ApiAdminProduct = {
  id: string;
  slug: string;
  status: 'published' | 'draft';
  ean: string | null;
  sku: string | null;
  title: string;
  subtitle: string | null;
  description: string | null;
  brand: string | null;
  /** category path of the tree ('radiateurs/inertie/ceramique') */
  category: string | null;
  priceCents: number | null;
  /** units in the warehouse (stocked); null when not tracked */
  stock: number | null;
  images: string[];
  updatedAt: string;
};

export type ApiAdminProductList = { products: ApiAdminProduct[]; total: number; page: number; pageSize: number };

/** One row of a CSV import: line of the file (header = 1), its EAN as read, what happened. */
export type ApiProductImportRow = {
  line: number;
  ean: string | null;
  result: 'created' | 'updated' | 'refused';
  message?: string;
  id?: string;
};

export type ApiProductImportAnswer = { rows: ApiProductImportRow[]; created: number; updated: number; refused: number };
