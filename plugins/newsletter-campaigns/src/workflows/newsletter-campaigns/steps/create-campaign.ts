import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { NewsletterFilter, NewsletterTemplate } from "@shop/shared"
import type { Recipient } from "../../../lib/campaigns/audience"
import { NEWSLETTER_CAMPAIGNS_MODULE } from "../../../modules/newsletter-campaigns"
import type NewsletterCampaignsModuleService from "../../../modules/newsletter-campaigns/service"

export type CreateCampaignInput = {
  tag: string
  filter: NewsletterFilter
  template: NewsletterTemplate
  created_by: string | null
  recipients: Recipient[]
}

/**
 * The campaign (`queued`) and one `pending` delivery per recipient: the audience is fixed here, so a resumed run
 * sends to the same people. Compensation removes both.
 */
export const createCampaignStep = createStep(
  "create-newsletter-campaign",
  async (input: CreateCampaignInput, { container }) => {
    const service = container.resolve<NewsletterCampaignsModuleService>(NEWSLETTER_CAMPAIGNS_MODULE)
    const campaign = await service.createNewsletterCampaigns({
      tag: input.tag,
      filter: input.filter as unknown as Record<string, unknown>,
      subject: input.template.subject,
      body: input.template.body,
      status: "queued",
      created_by: input.created_by,
    })
    await service.createNewsletterDeliveries(
      input.recipients.map((recipient) => ({ campaign_id: campaign.id, subscriber_id: recipient.id, email: recipient.email, status: "pending" as const }))
    )
    return new StepResponse({ id: campaign.id }, campaign.id)
  },
  async (campaignId, { container }) => {
    if (!campaignId) return
    const service = container.resolve<NewsletterCampaignsModuleService>(NEWSLETTER_CAMPAIGNS_MODULE)
    const deliveries = await service.listNewsletterDeliveries({ campaign_id: campaignId }, { select: ["id"] })
    await service.deleteNewsletterDeliveries(deliveries.map((delivery) => delivery.id))
    await service.deleteNewsletterCampaigns([campaignId])
  }
)
