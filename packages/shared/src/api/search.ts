import type { ApiPrice, ApiProductCategory, ApiStock } from './product';

/** One product in a list (search results, best sellers): what a product card shows, amounts in cents. */
export type ApiProductSummary = {
  id: string;
  slug: string;
  ean: string | null;
  designation: string;
  brand: string | null;
  /** first image URL, null when the product has none */
  image: string | null;
  price: ApiPrice;
  stock: ApiStock;
  category: ApiProductCategory | null;
  powerW: number | null;
  bestSeller: boolean;
};

export type ApiCategoryFacet = { path: string; name: string; count: number };
export type ApiBrandFacet = { name: string; count: number };
export type ApiTypeFacet = { slug: string; name: string; count: number };
/** Power bucket in watts, `max` exclusive; null `max` for the last, open bucket. */
export type ApiPowerFacet = { min: number; max: number | null; count: number };

/**
 * Counts of the products each filter value would give. A facet ignores its own filter (the other filters
 * and the text apply), so a shopper sees how many products every other brand, type... would show.
 * Categories are counted with their ancestors ('radiateurs' counts the products of 'radiateurs/inertie/fonte').
 */
export type ApiProductFacets = {
  category: ApiCategoryFacet[];
  brand: ApiBrandFacet[];
  type: ApiTypeFacet[];
  power: ApiPowerFacet[];
  /** lowest and highest TTC price in cents among the products matching every filter but the price; null if none */
  price: { min: number; max: number } | null;
};

/** Answer of `POST /api/product/query`. */
export type ApiProductQueryAnswer = {
  products: ApiProductSummary[];
  total: number;
  page: number;
  pageSize: number;
  facets: ApiProductFacets;
};

/** Answer of `GET /api/product/highlights`: the shop's best sellers, in display order. */
export type ApiProductHighlights = { products: ApiProductSummary[] };
