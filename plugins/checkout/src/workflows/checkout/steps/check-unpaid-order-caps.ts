import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { countUnpaidOrders, unpaidCapRefusal } from "../../../lib/checkout/unpaid-caps"
import type { UnpaidOrderCaps } from "../../../lib/options"

export type CheckUnpaidOrderCapsInput = { customer_id: string | null; client_ip: string; caps: UnpaidOrderCaps }

/**
 * Refuses a new order while the account, or the IP, already holds the cap of open unpaid orders (issue 11 item 12).
 * Reads only; runs before anything is written, so a refusal leaves nothing. Two submits racing from one account may
 * both pass: a cap of 3 may let a 4th through, which still stops stock being held at will.
 */
export const checkUnpaidOrderCapsStep = createStep(
  "shop-check-unpaid-order-caps",
  async (input: CheckUnpaidOrderCapsInput, { container }) => {
    const counts = await countUnpaidOrders(container, input)
    const refusal = unpaidCapRefusal(counts, input.caps, input.customer_id !== null)
    if (refusal) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, refusal)
    return new StepResponse(counts)
  }
)
