import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { quoteRequestError } from "@shop/shared"

export type QuoteRequestCheck = { subject: string; customer_id: string | null; cart_id: string | null }

/**
 * A quote request (QUOTE) needs a logged-in customer and an open cart with lines (spec section 5): refused with
 * the section-5 text (UNAUTHORIZED when logged out, CONFLICT for an empty cart) before anything is written.
 */
export const validateQuoteRequestStep = createStep(
  "contact-validate-quote-request",
  async (input: QuoteRequestCheck, { container }) => {
    if (input.subject !== "QUOTE") return new StepResponse(undefined)
    const isLogged = Boolean(input.customer_id)
    let cartLineCount = 0
    if (isLogged && input.cart_id) {
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "cart", fields: ["id", "completed_at", "items.quantity"], filters: { id: input.cart_id } })
      const cart = data[0] as { completed_at: unknown; items?: ({ quantity: unknown } | null)[] } | undefined
      if (cart && !cart.completed_at) cartLineCount = (cart.items ?? []).filter((line) => line && Number(line.quantity) > 0).length
    }
    const refusal = quoteRequestError({ isLogged, cartLineCount })
    if (refusal) throw new MedusaError(isLogged ? MedusaError.Types.CONFLICT : MedusaError.Types.UNAUTHORIZED, refusal)
    return new StepResponse(undefined)
  }
)
