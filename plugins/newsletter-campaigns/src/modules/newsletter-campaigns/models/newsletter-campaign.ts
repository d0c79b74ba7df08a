import { model } from "@medusajs/framework/utils"

/**
 * A back-office campaign (spec 3 "Newsletter: tag, filter, template"): what was sent (subject, body), to whom (the
 * filter, resolved once into delivery rows at creation), by whom, and where the sending stands. The worker that sends
 * holds a lease (`lease_owner` until `lease_until`, renewed while it works): one worker at a time per campaign, and
 * a dead worker's lease runs out so the next run takes over.
 */
export const NewsletterCampaign = model.define("newsletter_campaign", {
  id: model.id({ prefix: "nlcamp" }).primaryKey(),
  tag: model.text(),
  filter: model.json(),
  subject: model.text(),
  body: model.text(),
  status: model.enum(["queued", "sending", "sent"]).default("queued").index(),
  created_by: model.text().nullable(),
  started_at: model.dateTime().nullable(),
  finished_at: model.dateTime().nullable(),
  lease_owner: model.text().nullable(),
  lease_until: model.dateTime().nullable(),
})
