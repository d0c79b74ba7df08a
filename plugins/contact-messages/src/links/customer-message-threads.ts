import { defineLink } from "@medusajs/framework/utils"
import CustomerModule from "@medusajs/medusa/customer"
import ShopMessagesModule from "../modules/shop-messages"

/**
 * `customer.shop_message_threads` in Query: the threads a logged-in customer wrote (the back-office's customer
 * page). Read-only: the customer id lives in our own row (`customer_id`, set from the session), no link table.
 */
export default defineLink(
  { linkable: CustomerModule.linkable.customer, field: "id" },
  { ...ShopMessagesModule.linkable.shopMessageThread.id, primaryKey: "customer_id", isList: true },
  { readOnly: true }
)
