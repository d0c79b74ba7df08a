import { model } from "@medusajs/framework/utils"

/** A comment of the quote's thread: written by the pro (`pro`, actor = customer id) or staff (`staff`, actor = user id). */
export const QuoteComment = model.define("quote_comment", {
  id: model.id({ prefix: "quocom" }).primaryKey(),
  quote_id: model.text().index(),
  author: model.enum(["pro", "staff"]),
  actor_id: model.text(),
  content: model.text(),
})
