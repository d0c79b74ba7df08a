import { model } from "@medusajs/framework/utils"

/**
 * How a customer without an account reaches one order (issue 11 item 10): by its number (the lookup, the payment
 * call) or by the SHA-256 of its secret (the voucher link). Both columns are unique, hence indexed: a lookup reads
 * one index entry instead of scanning every order's metadata. The secret itself is never stored.
 */
export const OrderAccess = model.define("order_access", {
  id: model.id({ prefix: "ordacc" }).primaryKey(),
  order_id: model.text().unique(),
  order_number: model.text().unique(),
  secret_hash: model.text().unique(),
})
