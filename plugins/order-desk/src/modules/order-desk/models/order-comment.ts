import { model } from "@medusajs/framework/utils"

/** A staff-only note on an order: who wrote it (`author_id`, a staff user) and when (`created_at`). */
export const OrderComment = model.define("order_desk_comment", {
  id: model.id({ prefix: "ordcom" }).primaryKey(),
  order_id: model.text().index(),
  author_id: model.text(),
  content: model.text(),
})
