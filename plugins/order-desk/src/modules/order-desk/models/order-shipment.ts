import { model } from "@medusajs/framework/utils"

/**
 * The parcel of an order handed to the carrier (state SENT): carrier code (`CARRIERS` of @shop/shared), tracking
 * number, who registered it (a staff user, by hand or by the delivery CSV) and when (`created_at`). One per order.
 */
export const OrderShipment = model.define("order_desk_shipment", {
  id: model.id({ prefix: "ordship" }).primaryKey(),
  order_id: model.text().unique(),
  carrier: model.text(),
  tracking_number: model.text(),
  created_by: model.text().nullable(),
})
