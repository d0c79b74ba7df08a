import { defineLink } from "@medusajs/framework/utils"
import OrderModule from "@medusajs/medusa/order"
import OrderStateModule from "../modules/order-state"

/** `order_state.order` in Query (the back-office lists states and shows their orders). Read-only, by `order_id`. */
export default defineLink(
  { linkable: OrderStateModule.linkable.orderState, field: "order_id" },
  OrderModule.linkable.order,
  { readOnly: true }
)
