import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { OrderState, OrderStateActor } from "../../../lib/order-state"
import { orderStateMachine } from "../../../lib/state-machine"
import { ORDER_STATE_MODULE } from "../../../modules/order-state"
import type OrderStateModuleService from "../../../modules/order-state/service"

export type CreateOrderStateInput = {
  order_id: string
  actor_type?: OrderStateActor
  actor_id?: string | null
}
export type CreatedOrderState = { order_state_id: string; state: OrderState; created: boolean }

// Nothing to undo when the order already had a state.
type Undo = { created: false } | { created: true; order_state_id: string; transition_id: string }

/**
 * Gives a new order its initial state and first history line. Idempotent: an order that already has a state
 * keeps it untouched (a replayed submit must not send a paid order back to CHECK_OUT).
 */
export const createOrderStateStep = createStep(
  "create-order-state",
  async (input: CreateOrderStateInput, { container }) => {
    const states = container.resolve<OrderStateModuleService>(ORDER_STATE_MODULE)
    const [existing] = await states.listOrderStates({ order_id: input.order_id }, { take: 1 })
    if (existing) {
      return new StepResponse<CreatedOrderState, Undo>(
        { order_state_id: existing.id, state: existing.state as OrderState, created: false },
        { created: false }
      )
    }
    const created = await states.createOrderStates({ order_id: input.order_id, state: orderStateMachine.initial })
    const line = await states.createOrderStateTransitions({
      order_id: input.order_id,
      from: null,
      to: orderStateMachine.initial,
      actor_type: input.actor_type ?? "system",
      actor_id: input.actor_id ?? null,
      reason: null,
    })
    return new StepResponse<CreatedOrderState, Undo>(
      { order_state_id: created.id, state: orderStateMachine.initial, created: true },
      { created: true, order_state_id: created.id, transition_id: line.id }
    )
  },
  async (undo, { container }) => {
    if (!undo?.created) return
    const states = container.resolve<OrderStateModuleService>(ORDER_STATE_MODULE)
    await states.deleteOrderStateTransitions([undo.transition_id])
    await states.deleteOrderStates([undo.order_state_id])
  }
)
