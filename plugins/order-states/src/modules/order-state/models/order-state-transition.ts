import { model } from "@medusajs/framework/utils"
import { ORDER_STATE_ACTORS, ORDER_STATES } from "../../../lib/order-state"

/** One line of an order's history: who moved it from which state to which, and why (`created_at` is when). */
export const OrderStateTransition = model
  .define("order_state_transition", {
    id: model.id({ prefix: "ordtr" }).primaryKey(),
    order_id: model.text().index(),
    // Null on the first line, when the order is given its initial state.
    from: model.enum([...ORDER_STATES]).nullable(),
    to: model.enum([...ORDER_STATES]),
    actor_type: model.enum([...ORDER_STATE_ACTORS]),
    actor_id: model.text().nullable(),
    reason: model.text().nullable(),
  })
