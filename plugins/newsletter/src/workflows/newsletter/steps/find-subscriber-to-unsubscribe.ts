import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { NEWSLETTER_MESSAGES } from "../../../lib/messages"
import { secretTokenMatches } from "@shop/server-kit"
import { unsubscribeInputSchema, type UnsubscribeInput } from "../../../lib/validation"
import { NEWSLETTER_MODULE } from "../../../modules/newsletter"
import type NewsletterModuleService from "../../../modules/newsletter/service"
import type { SubscriberRecord } from "../../../modules/newsletter/service"

/**
 * The row to unsubscribe: the one whose token hash matches (NOT_FOUND with the link's French text otherwise), or
 * the customer's (null when the customer never subscribed: nothing to do).
 */
export const findSubscriberToUnsubscribeStep = createStep(
  "find-newsletter-subscriber-to-unsubscribe",
  async (input: UnsubscribeInput, { container }) => {
    const parsed = unsubscribeInputSchema.safeParse(input)
    if (!parsed.success) throw new MedusaError(MedusaError.Types.INVALID_DATA, parsed.error.issues[0]?.message ?? NEWSLETTER_MESSAGES.unsubscribeTargetMissing)
    const service = container.resolve<NewsletterModuleService>(NEWSLETTER_MODULE)
    if ("customer_id" in parsed.data) return new StepResponse<SubscriberRecord | null>(await service.subscriberByCustomer(parsed.data.customer_id))
    const found = await service.subscriberByToken(parsed.data.token)
    // The lookup is by hash; the constant-time compare keeps the check honest whatever the index returns.
    if (!found || !secretTokenMatches(parsed.data.token, found.tokenHash)) {
      throw new MedusaError(MedusaError.Types.NOT_FOUND, NEWSLETTER_MESSAGES.subscriberNotFound)
    }
    return new StepResponse<SubscriberRecord | null>(found.subscriber)
  }
)
