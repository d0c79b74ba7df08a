import { model } from "@medusajs/framework/utils"

/**
 * An issued invoice (`FA-…`) or credit note (`AV-…`): its number, its order, when it was issued and a frozen copy of
 * everything printed on it (`snapshot`, amounts in integer cents). Never updated once written: a refund or a
 * cancellation issues a credit note referring to the invoice (`invoice_id`).
 */
export const InvoiceDocument = model.define("invoice_document", {
  id: model.id({ prefix: "invdoc" }).primaryKey(),
  number: model.text().unique(),
  kind: model.enum(["invoice", "credit_note"]),
  order_id: model.text().index(),
  invoice_id: model.text().nullable(),
  /** The Medusa refund a credit note answers (one credit note per refund); null for a cancellation. */
  refund_id: model.text().nullable(),
  issued_at: model.dateTime(),
  /** TTC in cents, positive for both kinds (what a credit note gives back). */
  total_ttc: model.number(),
  snapshot: model.json(),
})
