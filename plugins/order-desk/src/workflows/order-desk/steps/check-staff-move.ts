import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_STATE_MODULE, type OrderState } from "@shop/order-states"
import { ADMIN_ORDER_MESSAGES } from "@shop/shared"
import { ORDER_DESK_MESSAGES } from "../../../lib/messages"
import { orderMoney } from "../../../lib/orders"

export type CheckStaffMoveInput = { order_id: string; to: string; carrier?: string | null; tracking_number?: string | null }
export type CheckedStaffMove = { medusa_canceled: boolean }

type StateReader = { listOrderStates(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<{ state: string }[]> }

/**
 * What only staff moves need, before anything is written (the transition table itself is asked by the
 * order-states workflow next): PENDING is the checkout's, reachable by staff only when a verification ends;
 * SENT carries its parcel. Also reads whether Medusa's order was already cancelled (then Medusa's cancel is skipped).
 */
export const checkStaffMoveStep = createStep("order-desk-check-staff-move", async (input: CheckStaffMoveInput, { container }) => {
  const [current] = await container.resolve<StateReader>(ORDER_STATE_MODULE).listOrderStates({ order_id: input.order_id }, { take: 1 })
  if (!current) throw new MedusaError(MedusaError.Types.NOT_FOUND, ADMIN_ORDER_MESSAGES.orderNotFound)
  if (input.to === "PENDING" && (current.state as OrderState) !== "BLOCKED") {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, ORDER_DESK_MESSAGES.pendingOnlyFromBlocked)
  }
  if (input.to === "SENT" && (!input.carrier || !input.tracking_number)) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, ORDER_DESK_MESSAGES.shipmentMissing)
  }
  // Only a cancellation needs Medusa's order status (a delivery file moves hundreds of orders to SENT: no extra read).
  const money = input.to === "CANCELLED" ? await orderMoney(container, input.order_id) : null
  return new StepResponse<CheckedStaffMove>({ medusa_canceled: money?.medusaStatus === "canceled" })
})
