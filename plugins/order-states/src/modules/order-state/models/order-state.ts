import { model } from "@medusajs/framework/utils"
import { ORDER_STATES } from "../../../lib/order-state"

/** The current state of one Medusa order (read-only links join it to the order by `order_id`). */
export const OrderState = model
  .define("order_state", {
    id: model.id({ prefix: "ordst" }).primaryKey(),
    order_id: model.text().unique(),
    state: model.enum([...ORDER_STATES]),
  })
