import { createWorkflow, transform, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ORDER_STATE_CHANGED, type OrderStateChanged } from "../../../lib/events"
import type { OrderState, OrderStateActor } from "../../../lib/order-state"
import { validateOrderStateTransitionStep } from "../steps/validate-order-state-transition"
import { writeOrderStateStep } from "../steps/write-order-state"

export type TransitionOrderStateInput = {
  order_id: string
  /** A state name; anything outside the table is refused by the validation step. */
  to: OrderState | string
  actor_type: OrderStateActor
  actor_id?: string | null
  reason?: string | null
}

export type TransitionOrderStateResult = { order_id: string; from: OrderState; to: OrderState; transition_id: string }

/**
 * Moves an order to another state when the transition table allows it and records who did it and why.
 * Each move emits `order_state.changed` (lib/events.ts) for the plugins that follow orders (invoices).
 * Illegal moves throw a MedusaError NOT_ALLOWED with a French message and write nothing.
 */
export const transitionOrderStateWorkflow = createWorkflow(
  "transition-order-state",
  (input: WorkflowData<TransitionOrderStateInput>) => {
    const checked = validateOrderStateTransitionStep(
      transform({ input }, ({ input }) => ({ order_id: input.order_id, to: input.to }))
    )
    const recorded = writeOrderStateStep(
      transform({ input, checked }, ({ input, checked }) => ({
        order_id: checked.order_id,
        from: checked.from,
        to: checked.to,
        actor_type: input.actor_type,
        actor_id: input.actor_id ?? null,
        reason: input.reason ?? null,
      }))
    )
    // Released by Medusa only once the workflow (or the workflow running this one as a step) has succeeded.
    emitEventStep({
      eventName: ORDER_STATE_CHANGED,
      data: transform({ checked }, ({ checked }): OrderStateChanged => ({ order_id: checked.order_id, from: checked.from, to: checked.to })),
    })
    return new WorkflowResponse(
      transform({ checked, recorded }, ({ checked, recorded }): TransitionOrderStateResult => ({
        order_id: checked.order_id,
        from: checked.from,
        to: checked.to,
        transition_id: recorded.transition_id,
      }))
    )
  }
)
