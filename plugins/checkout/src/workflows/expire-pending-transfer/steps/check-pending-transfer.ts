import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { isOrderState, ORDER_STATE_MODULE, orderStateMachine } from "@shop/order-states"
import { pendingTransferAction } from "../../../lib/checkout/pending-transfer"
import type { PendingTransferDelays } from "../../../lib/options"

export type CheckPendingTransferInput = {
  order_id: string
  /** ISO instant the age is measured at (tests move the clock) */
  now: string
  delays: PendingTransferDelays
}

export type PendingTransferVerdict = { order_id: string; action: "cancel" | "keep"; reason: string; medusa_canceled: boolean }

/**
 * Re-reads the order under its payment lock: still awaiting its transfer (staff may have marked it paid meanwhile)
 * and in that state for `expiryDays`? Its age counts from the state row's last change, the move into PENDING (only
 * a transition writes that row). Reads only.
 */
export const checkPendingTransferStep = createStep(
  "shop-check-pending-transfer",
  async (input: CheckPendingTransferInput, { container }) => {
    const keep = (reason: string) =>
      new StepResponse<PendingTransferVerdict>({ order_id: input.order_id, action: "keep", reason, medusa_canceled: false })
    const states = container.resolve(ORDER_STATE_MODULE) as {
      listOrderStates(f: object, c?: object): Promise<{ state: string; updated_at: string | Date }[]>
    }
    const [current] = await states.listOrderStates({ order_id: input.order_id }, { take: 1 })
    if (!current || !isOrderState(current.state) || !orderStateMachine.awaitsTransfer(current.state)) return keep("not pending")
    if (pendingTransferAction(new Date(current.updated_at), new Date(input.now), input.delays) !== "cancel") return keep("not due")
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "order", fields: ["id", "status"], filters: { id: input.order_id } })
    const order = data[0] as { status?: string } | undefined
    if (!order) return keep("no order")
    return new StepResponse<PendingTransferVerdict>({
      order_id: input.order_id,
      action: "cancel",
      reason: "transfer not received",
      medusa_canceled: order.status === "canceled",
    })
  }
)
