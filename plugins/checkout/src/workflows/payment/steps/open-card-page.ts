import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { startCardPayment } from "../../../lib/checkout/card"

export type OpenCardPageInput = { order_id: string; paiement_id: string; success_url: string; cancel_url: string }

/**
 * Opens (or finds again, same `paiement_id`) the hosted card page of an order in CHECK_OUT, under the order's
 * payment lock. No compensation: an unused page closes by itself when the order would be abandoned.
 */
export const openCardPageStep = createStep("shop-open-card-page", async (input: OpenCardPageInput, { container }) => {
  return new StepResponse(
    await startCardPayment(container, input.order_id, input.paiement_id, { success: input.success_url, cancel: input.cancel_url })
  )
})
