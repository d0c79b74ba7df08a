/** Every French text this plugin shows (validation texts of the queries come from `@shop/shared`). */
export const SEARCH_MESSAGES = {
  /** bestMatch: a valid EAN-13 that no product of the storefront carries */
  productNotFound: "Produit introuvable",
} as const
