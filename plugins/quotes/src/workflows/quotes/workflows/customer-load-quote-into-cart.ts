import { Modules } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, transform, when, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, addToCartWorkflow, deleteLineItemsWorkflow, releaseLockStep, updateCartWorkflow } from "@medusajs/medusa/core-flows"
import { cartUnitPrice } from "../../../lib/prices"
import { linesOf } from "../../../lib/records"
import { QUOTE_DELIVERY_KEY, QUOTE_REF_KEY, quoteDeliveryTitle } from "../../../lib/cart-keys"
import { checkQuoteActionStep } from "../steps/check-quote-action"

export type LoadQuoteIntoCartInput = { ref: string; cart_id: string; customer_id: string }

const listCartLineIdsStep = createStep("quotes-list-cart-line-ids", async (cartId: string, { container }) => {
  const lines = await container.resolve(Modules.CART).listLineItems({ cart_id: cartId }, { select: ["id"] })
  return new StepResponse(lines.map((line) => line.id))
})

/** The cart items of a quote: each line at its quoted price HT (custom, not discountable) and the delivery, if any. */
const quoteCartItemsStep = createStep("quotes-cart-items", async (input: { quote_id: string; ref: string; delivery_price: number | null }, { container }) => {
  const lines = await linesOf(container, input.quote_id)
  const items: Record<string, unknown>[] = lines.map((line) => ({
    variant_id: line.variant_id ?? undefined,
    quantity: line.quantity,
    ...cartUnitPrice(line.quoted_unit_price ?? line.list_unit_price),
    // the stock check of the checkout still applies; the add itself must not refuse what the quote promised
    allow_backorder: true,
    metadata: { [QUOTE_REF_KEY]: input.ref },
  }))
  if (input.delivery_price && input.delivery_price > 0) {
    items.push({
      title: quoteDeliveryTitle(input.ref),
      quantity: 1,
      ...cartUnitPrice(input.delivery_price),
      requires_shipping: false,
      metadata: { [QUOTE_REF_KEY]: input.ref, [QUOTE_DELIVERY_KEY]: true },
    })
  }
  return new StepResponse(items)
})

/**
 * PUT /api/cart/quotation {ref} through the QuotationSource: only the owner's answered or accepted, still valid
 * quote. Under the cart's lock the cart's lines are replaced by the quote's at the quoted prices, plus the quoted
 * delivery as a line of its own; the ref goes into the cart's metadata and every line's (which the order keeps).
 */
export const customerLoadQuoteIntoCartWorkflow = createWorkflow("quotes-customer-load-into-cart", (input: WorkflowData<LoadQuoteIntoCartInput>) => {
  const checked = checkQuoteActionStep(
    transform({ input }, ({ input }) => ({ quote: input.ref, caller: { kind: "customer" as const, customerId: input.customer_id }, action: "load" as const }))
  )
  acquireLockStep({ key: input.cart_id, timeout: 2, ttl: 10 })
  const ids = listCartLineIdsStep(input.cart_id)
  when("quotes-load-empty-cart", { ids }, ({ ids }) => ids.length > 0).then(() => {
    deleteLineItemsWorkflow.runAsStep({ input: { cart_id: input.cart_id, ids } })
  })
  const items = quoteCartItemsStep(
    transform({ checked }, ({ checked }) => ({ quote_id: checked.quote.id, ref: checked.quote.ref, delivery_price: checked.quote.delivery_price }))
  )
  addToCartWorkflow.runAsStep({ input: transform({ input, items }, ({ input, items }) => ({ cart_id: input.cart_id, items: items as never })) })
  updateCartWorkflow.runAsStep({
    input: transform({ input, checked }, ({ input, checked }) => ({ id: input.cart_id, metadata: { [QUOTE_REF_KEY]: checked.quote.ref } })),
  })
  releaseLockStep({ key: input.cart_id })
  return new WorkflowResponse(transform({ checked }, ({ checked }) => checked.quote.ref))
})
