import { model } from "@medusajs/framework/utils"

/**
 * A quotation (spec 3): its number (`ref`, 22-ABCDEF, unique), the customer who asked, the stored state (see
 * lib/states.ts; `expired` is computed on read), the request's message, the staff's answer (delivery HT cents, last
 * valid moment, who and when) and the order placed from it. `version` grows with each staff answer: two staff
 * answering at once cannot both win (the second gets 409).
 */
export const Quote = model.define("quote", {
  id: model.id({ prefix: "quo" }).primaryKey(),
  ref: model.text().unique(),
  customer_id: model.text().index(),
  state: model.enum(["requested", "answered", "accepted", "ordered", "archived"]).default("requested"),
  message: model.text().default(""),
  /** where the request came from: the pro area / cart (`pro`) or the consumer contact form (`contact`) */
  source: model.text().default("pro"),
  delivery_price: model.number().nullable(),
  valid_until: model.dateTime().nullable(),
  answered_at: model.dateTime().nullable(),
  answered_by: model.text().nullable(),
  order_id: model.text().nullable(),
  version: model.number().default(0),
})
