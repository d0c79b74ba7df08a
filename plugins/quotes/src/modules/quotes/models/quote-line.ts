import { model } from "@medusajs/framework/utils"

/** One product of a quote: EAN and title as asked, quantity, catalogue unit price HT and the quoted one (cents HT). */
export const QuoteLine = model.define("quote_line", {
  id: model.id({ prefix: "quoli" }).primaryKey(),
  quote_id: model.text().index(),
  position: model.number().default(0),
  variant_id: model.text().nullable(),
  ean: model.text(),
  title: model.text(),
  quantity: model.number(),
  list_unit_price: model.number(),
  quoted_unit_price: model.number().nullable(),
})
