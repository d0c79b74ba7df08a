import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { QUOTE_REF_KEY } from "../../../lib/cart-keys"
import { findQuote, quotesService } from "../../../lib/records"
import { nextQuoteState } from "../../../lib/states"

type OrderRow = { id: string; metadata?: Record<string, unknown> | null; items?: ({ metadata?: Record<string, unknown> | null } | null)[] | null }

/**
 * An order placed from a quote (its lines carry the quote's number): the quote becomes `ordered` with the order's
 * id, and the order's metadata gets the number (`quoteRef`) for the screens. Idempotent: a second event for the same
 * order changes nothing; a quote already ordered by another order is left alone.
 */
const markQuoteOrderedStep = createStep("quotes-mark-ordered", async (orderId: string, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: ["id", "metadata", "items.metadata"], filters: { id: orderId } })
  const order = data[0] as OrderRow | undefined
  const ref = [order?.metadata?.[QUOTE_REF_KEY], ...(order?.items ?? []).map((item) => item?.metadata?.[QUOTE_REF_KEY])].find(
    (value): value is string => typeof value === "string" && value !== ""
  )
  if (!order || !ref) return new StepResponse({ ref: null as string | null, changed: false })
  const quote = await findQuote(container, ref)
  let changed = false
  if (quote && quote.order_id !== order.id && nextQuoteState(quote.state, "order") !== null) {
    // the validity was checked when the quote was loaded into the cart: an order placed just after it ends still counts
    await quotesService(container).updateQuotes({ id: quote.id, state: "ordered", order_id: order.id })
    changed = true
  }
  if (order.metadata?.[QUOTE_REF_KEY] !== ref) {
    await container.resolve(Modules.ORDER).updateOrders(order.id, { metadata: { ...(order.metadata ?? {}), [QUOTE_REF_KEY]: ref } })
  }
  return new StepResponse({ ref, changed })
})

export const markQuoteOrderedWorkflow = createWorkflow("quotes-mark-ordered", (orderId: WorkflowData<string>) => {
  return new WorkflowResponse(markQuoteOrderedStep(orderId))
})
