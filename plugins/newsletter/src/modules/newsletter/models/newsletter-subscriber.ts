import { model } from "@medusajs/framework/utils"

/**
 * One row per e-mail address (lower-cased, unique) that ever consented to the newsletter. The row stays after an
 * unsubscription: it is the record of the consent (when, from where) and of its withdrawal, and a campaign of the
 * back-office sends to `status = subscribed` only. `customer_id` ties it to a Medusa customer when the address has
 * an account (read-only link, `src/links`). The unsubscribe token is kept only as its SHA-256.
 */
export const NewsletterSubscriber = model
  .define("newsletter_subscriber", {
    id: model.id({ prefix: "nlsub" }).primaryKey(),
    email: model.text().unique(),
    customer_id: model.text().nullable(),
    status: model.enum(["subscribed", "unsubscribed"]).default("subscribed"),
    /** where the (last) consent was given: signup | account (see NEWSLETTER_SOURCES) */
    source: model.text(),
    subscribed_at: model.dateTime(),
    unsubscribed_at: model.dateTime().nullable(),
    unsubscribe_token_hash: model.text().unique(),
  })
  .indexes([{ on: ["customer_id"], where: "customer_id IS NOT NULL" }, { on: ["status"] }])
