import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MedusaError } from "@medusajs/framework/utils"
import { NEWSLETTER_CAMPAIGN_TEXTS, type NewsletterFilter } from "@shop/shared"
import { audienceOf, type Recipient } from "../../../lib/campaigns/audience"
import { sqlOf } from "../../../lib/campaigns/sql"

/** The subscribed addresses the filter picks now; none is a refusal (nothing to send, nothing recorded). */
export const resolveAudienceStep = createStep(
  "resolve-newsletter-audience",
  async (input: { filter: NewsletterFilter }, { container }) => {
    const recipients = await audienceOf(sqlOf(container), input.filter)
    if (!recipients.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, NEWSLETTER_CAMPAIGN_TEXTS.noRecipients)
    return new StepResponse<Recipient[]>(recipients)
  }
)
