import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { chooseTransfer } from "../../../lib/checkout/transfer"

/**
 * The pro pays by transfer: under the order's payment lock, its open card pages are closed on Stripe, then
 * CHECK_OUT → PENDING once (a page found paid meanwhile makes the order not payable by transfer any more). The
 * confirmation e-mail with the bank details leaves once. No compensation: it is the workflow's last step.
 */
export const chooseTransferStep = createStep(
  "shop-choose-transfer",
  async (input: { order_id: string; customer_id: string }, { container }) => {
    return new StepResponse(await chooseTransfer(container, input.order_id, input.customer_id))
  }
)
