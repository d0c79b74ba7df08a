import { defineLink } from "@medusajs/framework/utils"
import CustomerModule from "@medusajs/medusa/customer"
import NewsletterModule from "../modules/newsletter"

/**
 * `customer.newsletter_subscriber` in Query (`fields: ["newsletter_subscriber.status"]`): the session answer reads
 * the account's state this way. Read-only, joined on `newsletter_subscriber.customer_id`: no link table, the
 * workflows of this plugin write the column.
 */
export default defineLink(
  { linkable: CustomerModule.linkable.customer, field: "id" },
  { ...NewsletterModule.linkable.newsletterSubscriber.id, primaryKey: "customer_id" },
  { readOnly: true }
)
