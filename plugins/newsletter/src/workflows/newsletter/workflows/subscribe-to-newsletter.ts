import { createWorkflow, transform, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import type { SubscribeInput } from "../../../lib/validation"
import { validateSubscriptionStep } from "../steps/validate-subscription"
import { writeSubscriptionStep } from "../steps/write-subscription"

export type SubscribeResult = {
  id: string
  email: string
  status: "subscribed"
  /** the unsubscribe token in clear (for the e-mail's link) when a new one was issued, else null */
  token: string | null
  newlySubscribed: boolean
}

/**
 * A person (at sign-up, or from their account) consents to the newsletter: `{ email, customer_id?, source,
 * rotate_token? }` → the subscription, with a new unsubscribe token when one was issued. INVALID_DATA with a French
 * message for a bad e-mail or source.
 */
export const subscribeToNewsletterWorkflow = createWorkflow(
  "subscribe-to-newsletter",
  (input: WorkflowData<SubscribeInput>) => {
    const valid = validateSubscriptionStep(input)
    const written = writeSubscriptionStep(valid)
    const result = transform({ written }, ({ written }): SubscribeResult => ({
      id: written.subscriber.id,
      email: written.subscriber.email,
      status: "subscribed",
      token: written.token,
      newlySubscribed: written.newlySubscribed,
    }))
    return new WorkflowResponse(result)
  }
)
