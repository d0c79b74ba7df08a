import { model } from "@medusajs/framework/utils"

/**
 * One recipient of one campaign (unique per campaign and subscriber). `pending` until a worker claims it
 * (`sending`, `claimed_at`) in the same transaction that issues the e-mail's unsubscribe token; then `sent`,
 * `failed` (SMTP refused, `error`), `skipped` (unsubscribed meanwhile) or `interrupted` (claimed by a worker that
 * died before saying how it ended: never sent again, the rule is at most once).
 */
export const NewsletterDelivery = model
  .define("newsletter_delivery", {
    id: model.id({ prefix: "nldel" }).primaryKey(),
    campaign_id: model.text(),
    subscriber_id: model.text(),
    email: model.text(),
    status: model.enum(["pending", "sending", "sent", "failed", "skipped", "interrupted"]).default("pending"),
    claimed_at: model.dateTime().nullable(),
    sent_at: model.dateTime().nullable(),
    error: model.text().nullable(),
  })
  .indexes([{ on: ["campaign_id", "subscriber_id"], unique: true }, { on: ["campaign_id", "status"] }])
