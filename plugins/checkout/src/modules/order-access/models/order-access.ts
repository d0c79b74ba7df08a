import { model } from "@medusajs/framework/utils"

/**
 * How a customer without an account reaches one order (issue 11 item 10): by its number (the lookup, the payment
 * call) or by the SHA-256 of its secret (the voucher link). Both columns are unique, hence indexed: a lookup reads
 * one index entry instead of scanning every order's metadata. The secret itself is never stored. The submitting IP is
 * kept with the order for the per-IP cap on unpaid orders (docs/adr/002-payment-flow.md).
 */
export const OrderAccess = model.define("order_access", {
  id: model.id({ prefix: "ordacc" }).primaryKey(),
  order_id: model.text().unique(),
  order_number: model.text().unique(),
  secret_hash: model.text().unique(),
  // The caps on open unpaid orders (issue 11 item 12) count by account and by the IP that submitted the order.
  customer_id: model.text().index().nullable(),
  client_ip: model.text().index().nullable(),
})
