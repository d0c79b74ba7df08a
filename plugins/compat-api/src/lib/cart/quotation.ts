import type { MedusaContainer } from "@medusajs/framework/types"

/**
 * Seam for the quotes plugin (a later issue): PUT /api/cart/quotation asks the source registered in the
 * container under QUOTATION_SOURCE_KEY to load a quote into the session's cart. Until that plugin exists no
 * source is registered and every quotation number is refused with the section-8 text.
 */
export const QUOTATION_SOURCE_KEY = "shopQuotationSource"

export type QuotationLoadRequest = {
  /** the quote number as typed, trimmed and upper-cased: 22-ABCDEF */
  ref: string
  cartId: string
  /** the logged-in customer; a quote loads only into its own customer's cart (section 8) */
  customerId: string | null
}

export interface QuotationSource {
  /** Puts the quote's lines and prices into the cart; false when no quote of that number is the customer's. */
  loadIntoCart(scope: MedusaContainer, request: QuotationLoadRequest): Promise<boolean>
}

export const NO_QUOTATIONS: QuotationSource = {
  loadIntoCart: async () => false,
}

export function quotationSourceOf(scope: MedusaContainer): QuotationSource {
  const registered = scope.resolve<QuotationSource | undefined>(QUOTATION_SOURCE_KEY, { allowUnregistered: true })
  return registered ?? NO_QUOTATIONS
}
