import { QUOTE_REF_METADATA_KEY } from "@shop/shared"

/** The quote's number in a cart's, a line's and an order's metadata (Medusa copies line metadata into the order). */
export const QUOTE_REF_KEY = QUOTE_REF_METADATA_KEY
/** Marks the line that carries the quoted delivery price. */
export const QUOTE_DELIVERY_KEY = "quoteDelivery"

export function quoteDeliveryTitle(ref: string): string {
  return `Livraison (devis ${ref})`
}
