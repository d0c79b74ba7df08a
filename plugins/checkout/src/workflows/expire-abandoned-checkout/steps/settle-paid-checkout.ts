import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { settleCardPayment } from "../../../lib/checkout/card"

/**
 * A payment found while closing the order: settled by the same code as the return page and the webhook (authorise,
 * capture once, CHECK_OUT → PAYED once, confirmation e-mail once). Runs after the order's lock is released, since the
 * settle takes the cart's lock itself.
 */
export const settlePaidCheckoutStep = createStep(
  "shop-settle-paid-checkout",
  async (input: { payment_session_id: string }, { container }) => {
    const settled = await settleCardPayment(container, input.payment_session_id)
    return new StepResponse(settled?.outcome ?? null)
  }
)
