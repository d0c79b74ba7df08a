import { createWorkflow, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import type { MessageLookupInput } from "@shop/shared"
import { renewLookupSecretsStep } from "../steps/renew-lookup-secrets"
import { sendThreadLinksStep } from "../steps/send-thread-links"

/**
 * POST /api/messages/lookup once answered: fresh lookup links for the matching threads, e-mailed to that address
 * only. A failed e-mail puts the previous lookup secrets back. Returns how many threads were sent.
 */
export const customerLooksUpThreadsWorkflow = createWorkflow(
  "contact-customer-looks-up-threads",
  (input: WorkflowData<MessageLookupInput & { storefrontUrl: string }>) => {
    const links = renewLookupSecretsStep(input)
    return new WorkflowResponse(sendThreadLinksStep({ email: input.email, storefrontUrl: input.storefrontUrl, links }))
  }
)
