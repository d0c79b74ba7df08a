import { model } from "@medusajs/framework/utils"

/**
 * One withdrawal declaration (L221-21): the model form's fields as the consumer sent them, when (`requested_at`,
 * date and time of the acknowledgement), and the return recorded by staff. One per order (unique `order_id`).
 */
export const WithdrawalRequest = model.define("withdrawal_request", {
  id: model.id({ prefix: "wdr" }).primaryKey(),
  order_id: model.text().unique(),
  order_number: model.text(),
  email: model.text(),
  name: model.text(),
  address: model.text(),
  ordered_on: model.text().nullable(),
  received_on: model.text().nullable(),
  declaration: model.text(),
  comment: model.text().nullable(),
  // [{id, title, quantity}] or null for the whole order
  lines: model.json().nullable(),
  requested_at: model.dateTime(),
  returned_at: model.dateTime().nullable(),
  returned_by: model.text().nullable(),
  return_note: model.text().nullable(),
})
