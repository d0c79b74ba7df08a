import { model } from "@medusajs/framework/utils"

/**
 * An unsubscribe link sent in one campaign e-mail (the subscriber's own token is the welcome e-mail's). Each campaign
 * e-mail carries a link of its own, so an older newsletter's link keeps working after the next one is sent. Only
 * the SHA-256 of the token is kept. A link issued before the subscriber's latest consent (`subscribed_at`) belongs to
 * an ended subscription and unsubscribes nothing.
 */
export const NewsletterUnsubscribeLink = model
  .define("newsletter_unsubscribe_link", {
    id: model.id({ prefix: "nlunsub" }).primaryKey(),
    subscriber_id: model.text(),
    token_hash: model.text().unique(),
  })
  .indexes([{ on: ["subscriber_id"] }])
