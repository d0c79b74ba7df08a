import { createWorkflow, transform, when, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { cancelOrderWorkflow } from "@medusajs/medusa/core-flows"
import { transitionOrderStateWorkflow, type OrderState } from "@shop/order-states"
import { checkStaffMoveStep } from "../steps/check-staff-move"
import { recordShipmentStep } from "../steps/record-shipment"
import { recordTransferReceivedStep } from "../steps/record-transfer-received"

export type StaffChangeOrderStateInput = {
  order_id: string
  to: OrderState | string
  /** the staff user */
  actor_id: string
  reason?: string | null
  carrier?: string | null
  tracking_number?: string | null
}

export type StaffChangeOrderStateResult = { order_id: string; from: OrderState; to: OrderState }

/**
 * A staff member moves an order along the order-states table (ADR 001). Steps, each undone if a later one fails:
 * 1. the desk's own checks (PENDING only out of BLOCKED; SENT needs carrier + tracking) — reads only;
 * 2. the move and its history line (order-states' workflow: the table, the compare-and-set write);
 * 3. SENT: the parcel (carrier, tracking number, who);
 * 4. PENDING → PAYED: the bank transfer recorded in Medusa (session authorised and captured) — last, not undone;
 * 5. CANCELLED: Medusa's cancel-order (reservations deleted so the stock is on sale again, uncaptured payments
 *    cancelled, captured ones refunded through their provider) — last, not undone; skipped when Medusa's order was
 *    already cancelled in Medusa's admin.
 * The e-mails (SENT, CANCELLED) leave after the workflow, from the route.
 */
export const staffChangeOrderStateWorkflow = createWorkflow(
  "order-desk-staff-change-order-state",
  (input: WorkflowData<StaffChangeOrderStateInput>) => {
    const checked = checkStaffMoveStep(
      transform({ input }, ({ input }) => ({
        order_id: input.order_id,
        to: input.to,
        carrier: input.carrier ?? null,
        tracking_number: input.tracking_number ?? null,
      }))
    )
    const moved = transitionOrderStateWorkflow.runAsStep({
      input: transform({ input }, ({ input }) => ({
        order_id: input.order_id,
        to: input.to,
        actor_type: "staff" as const,
        actor_id: input.actor_id,
        reason: input.reason ?? null,
      })),
    })
    when({ moved }, ({ moved }) => moved.to === "SENT").then(() => {
      recordShipmentStep(
        transform({ input }, ({ input }) => ({
          order_id: input.order_id,
          carrier: input.carrier ?? "",
          tracking_number: input.tracking_number ?? "",
          created_by: input.actor_id,
        }))
      )
    })
    when({ moved }, ({ moved }) => moved.from === "PENDING" && moved.to === "PAYED").then(() => {
      recordTransferReceivedStep(transform({ input }, ({ input }) => ({ order_id: input.order_id, captured_by: input.actor_id })))
    })
    when({ moved, checked }, ({ moved, checked }) => moved.to === "CANCELLED" && !checked.medusa_canceled).then(() => {
      cancelOrderWorkflow.runAsStep({
        input: transform({ input }, ({ input }) => ({ order_id: input.order_id, canceled_by: input.actor_id })),
      })
    })
    return new WorkflowResponse(
      transform({ moved }, ({ moved }): StaffChangeOrderStateResult => ({ order_id: moved.order_id, from: moved.from, to: moved.to }))
    )
  }
)
