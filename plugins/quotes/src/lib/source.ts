import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import type { QuotationLoadRequest, QuotationSource } from "@shop/compat-api/lib/cart/quotation"
import { customerLoadQuoteIntoCartWorkflow } from "../workflows/quotes/workflows/customer-load-quote-into-cart"

/**
 * The compat-api's seam (lib/cart/quotation.ts): a refused quote (not the caller's, not answered, expired, unknown)
 * answers false, which the cart turns into the section-8 text; anything else is a real failure and is thrown.
 */
export const quotesQuotationSource: QuotationSource = {
  async loadIntoCart(scope: MedusaContainer, request: QuotationLoadRequest): Promise<boolean> {
    if (!request.customerId) return false
    const { errors } = await customerLoadQuoteIntoCartWorkflow(scope).run({
      input: { ref: request.ref, cart_id: request.cartId, customer_id: request.customerId },
      throwOnError: false,
    })
    if (!errors.length) return true
    const refusal = errors.find((failure) => {
      const type = (failure.error as { type?: string } | null)?.type
      return type === MedusaError.Types.NOT_FOUND || type === MedusaError.Types.NOT_ALLOWED
    })
    if (refusal) return false
    throw errors[0].error
  },
}
