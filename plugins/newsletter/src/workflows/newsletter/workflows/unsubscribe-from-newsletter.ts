import { createWorkflow, transform, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import type { UnsubscribeInput } from "../../../lib/validation"
import { findSubscriberToUnsubscribeStep } from "../steps/find-subscriber-to-unsubscribe"
import { markUnsubscribedStep } from "../steps/mark-unsubscribed"

export type UnsubscribeResult = {
  /** the address unsubscribed (null when a customer without subscription asked) */
  email: string | null
  alreadyUnsubscribed: boolean
}

/**
 * The subscriber withdraws consent, from the e-mailed link (`{ token }`, NOT_FOUND when no row has it) or from
 * their account (`{ customer_id }`). Repeating it is harmless: `alreadyUnsubscribed: true`.
 */
export const unsubscribeFromNewsletterWorkflow = createWorkflow(
  "unsubscribe-from-newsletter",
  (input: WorkflowData<UnsubscribeInput>) => {
    const subscriber = findSubscriberToUnsubscribeStep(input)
    const done = markUnsubscribedStep(subscriber)
    const result = transform({ done }, ({ done }): UnsubscribeResult => ({
      email: done.subscriber?.email ?? null,
      alreadyUnsubscribed: done.alreadyUnsubscribed,
    }))
    return new WorkflowResponse(result)
  }
)
