import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import type { NewsletterFilter, NewsletterTemplate } from "@shop/shared"
import { createCampaignStep } from "../steps/create-campaign"
import { resolveAudienceStep } from "../steps/resolve-audience"

/** Event the worker's subscriber starts the sending on (the minute job resumes what it misses). */
export const NEWSLETTER_CAMPAIGN_QUEUED = "newsletter_campaign.queued"

export type StaffQueueCampaignInput = { tag: string; filter: NewsletterFilter; template: NewsletterTemplate; created_by: string | null }

/** Staff queue a campaign: its audience resolved now into delivery rows, then the worker sends (never the request). */
export const staffQueueNewsletterCampaignWorkflow = createWorkflow("staff-queue-newsletter-campaign", (input: StaffQueueCampaignInput) => {
  const recipients = resolveAudienceStep({ filter: input.filter })
  const created = createCampaignStep(
    transform({ input, recipients }, ({ input, recipients }) => ({ ...input, recipients }))
  )
  emitEventStep({ eventName: NEWSLETTER_CAMPAIGN_QUEUED, data: transform({ created }, ({ created }) => ({ id: created.id })) })
  return new WorkflowResponse(created)
})
