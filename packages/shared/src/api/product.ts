import type { MenuTag } from '../categories';

/** Amounts of the `/api` edge: integer cents, as the spec moves them (section 1). */
export type ApiPrice = {
  /** excluding tax, derived from `ttc` with the region's VAT rate (rounded half-up) */
  ht: number;
  /** including tax: the catalogue price */
  ttc: number;
};

/**
 * `low` warns a buyer that only a few units are left; the threshold is the server's
 * (`LOW_STOCK_MAX` in the compat-api plugin).
 */
export type StockState = 'in_stock' | 'low' | 'out_of_stock';

export type ApiStock = {
  /** units that can be sold now in the storefront's channel; null when stock is not tracked */
  available: number | null;
  state: StockState;
};

export type ApiProductCategory = {
  /** path in the category tree, e.g. 'radiateurs/inertie/ceramique' (also the /categories/... URL) */
  path: string;
  name: string;
  /** menu tag of the nearest tagged category (section 2.5), e.g. 'rd' */
  tag: MenuTag | null;
};

export type ApiProductAttributes = {
  powerW: number | null;
  widthMm: number | null;
  heightMm: number | null;
  depthMm: number | null;
  weightG: number | null;
  colour: string | null;
};

/** Answer of `GET /api/product/{slug}[?pro=true]`. */
export type ApiProduct = {
  id: string;
  slug: string;
  ean: string | null;
  designation: string;
  subtitle: string | null;
  description: string | null;
  brand: string | null;
  category: ApiProductCategory | null;
  /** absolute image URLs, in display order */
  images: string[];
  price: ApiPrice;
  /** true when the answer carries the pro price (asked with `?pro=true` by a logged-in pro): a pro shows `price.ht` first */
  pro: boolean;
  stock: ApiStock;
  attributes: ApiProductAttributes;
  features: string[];
  bestSeller: boolean;
};

/** Body of every `/api` error answer. */
export type ApiError = {
  message: string;
};
