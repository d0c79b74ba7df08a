import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { runCampaign } from "../lib/campaigns/runner"
import { NEWSLETTER_CAMPAIGN_QUEUED } from "../workflows"

/** On the worker: a queued campaign is sent right away, whole; the minute job takes over if this run dies. */
export default async function sendQueuedNewsletterCampaign({ event, container }: SubscriberArgs<{ id: string }>): Promise<void> {
  await runCampaign(container, event.data.id)
}

export const config: SubscriberConfig = { event: NEWSLETTER_CAMPAIGN_QUEUED }
