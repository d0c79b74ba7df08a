import { defineLink } from "@medusajs/framework/utils"
import OrderModule from "@medusajs/medusa/order"
import OrderStateModule from "../modules/order-state"

/**
 * `order.order_state` in Query. Read-only: the order id lives in our own row (`order_state.order_id`), so there
 * is no link table to keep in step and the state is written by this plugin's workflows only.
 */
export default defineLink(
  { linkable: OrderModule.linkable.order, field: "id" },
  { ...OrderStateModule.linkable.orderState.id, primaryKey: "order_id" },
  { readOnly: true }
)
