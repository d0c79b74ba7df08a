import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { NEWSLETTER_MESSAGES } from "../../../lib/messages"
import { subscribeInputSchema, type SubscribeInput, type SubscribeRequest } from "../../../lib/validation"

/** E-mail (lower-cased), customer and source checked once, with the French message of the first problem. */
export const validateSubscriptionStep = createStep("validate-newsletter-subscription", async (input: SubscribeInput) => {
  const parsed = subscribeInputSchema.safeParse(input)
  if (!parsed.success) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, parsed.error.issues[0]?.message ?? NEWSLETTER_MESSAGES.emailInvalid)
  }
  return new StepResponse<SubscribeRequest>(parsed.data)
})
