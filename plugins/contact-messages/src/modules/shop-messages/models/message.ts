import { model } from "@medusajs/framework/utils"
import { ShopMessageThread } from "./message-thread"

/** One message of a thread: the customer's (form, replies) or the staff's (back-office answers). */
export const ShopMessage = model.define("shop_message", {
  id: model.id({ prefix: "msg" }).primaryKey(),
  author: model.enum(["customer", "staff"]),
  content: model.text(),
  thread: model.belongsTo(() => ShopMessageThread, { mappedBy: "messages" }),
})
