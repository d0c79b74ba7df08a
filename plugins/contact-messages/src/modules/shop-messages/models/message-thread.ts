import { model } from "@medusajs/framework/utils"
import { ShopMessage } from "./message"

/**
 * One contact conversation. Only the SHA-256 of its secret is kept: the /contact/{id}?secret= link is the only key,
 * and a copy of the table does not open any thread.
 */
export const ShopMessageThread = model.define("shop_message_thread", {
  id: model.id({ prefix: "msgthr" }).primaryKey(),
  subject: model.text(),
  email: model.text().index(),
  name: model.text(),
  order_number: model.text().nullable(),
  secret_hash: model.text().unique(),
  /** SHA-256 of the secret of the latest POST /api/messages/lookup e-mail (opens the thread too; replaced by the next lookup) */
  lookup_secret_hash: model.text().nullable(),
  customer_id: model.text().nullable(),
  /**
   * The message desk's state: `new` until staff answer, `answered` after, `closed` when staff close it. A customer
   * message (reply or new thread) makes it `new` again, closed or not: a question waiting must never be hidden.
   */
  state: model.enum(["new", "answered", "closed"]).default("new").index(),
  messages: model.hasMany(() => ShopMessage, { mappedBy: "thread" }),
})
