import { createWorkflow, transform, when, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { CONTACT_QUOTE_REQUESTED, type ContactQuoteRequested } from "../../../lib/contact/events"
import { claimMessageFileStep } from "../steps/claim-message-file"
import { createThreadStep } from "../steps/create-thread"
import { sendContactConfirmationStep } from "../steps/send-contact-confirmation"
import type { CheckedUpload } from "../../../lib/contact/files"
import { storeMessageFileStep } from "../steps/store-message-file"
import { validateQuoteRequestStep } from "../steps/validate-quote-request"

export type CustomerWritesMessageInput = {
  subject: string
  email: string
  name: string
  order_number: string | null
  content: string
  /** the session's customer (never taken from the request body) and cart */
  customer_id: string | null
  cart_id: string | null
  /** an upload id (POST /api/files) to attach to the first message */
  file_id?: string
  /** or the file sent with the message itself (PUT /api/me/messages multipart), already checked: stored here */
  upload?: CheckedUpload
}

/**
 * POST /api/messages and PUT /api/me/messages once validated and counted: quote rule, the file sent along stored,
 * the thread (secret hash only) and its first message, the file attached once, then the confirmation e-mail.
 * Any failure undoes the earlier steps, so a refused message leaves neither thread nor stored file. A QUOTE message
 * also announces `contact_messages.quote_requested` (sent once the workflow succeeded): the quotes plugin makes the
 * quote from the cart.
 */
export const customerWritesMessageWorkflow = createWorkflow(
  "contact-customer-writes-message",
  (input: WorkflowData<CustomerWritesMessageInput>) => {
    validateQuoteRequestStep({ subject: input.subject, customer_id: input.customer_id, cart_id: input.cart_id })
    const stored = storeMessageFileStep(input.upload)
    const thread = createThreadStep({
      subject: input.subject,
      email: input.email,
      name: input.name,
      order_number: input.order_number,
      customer_id: input.customer_id,
      content: input.content,
    })
    const fileId = transform({ input, stored }, ({ input, stored }) => stored?.id ?? input.file_id)
    claimMessageFileStep({ file_id: fileId, thread_id: thread.id, message_id: thread.message_id })
    sendContactConfirmationStep({
      to: input.email,
      id: thread.id,
      secret: thread.secret,
      name: input.name,
      subject: input.subject,
      message: input.content,
    })
    when("contact-quote-requested", { input }, ({ input }) => input.subject === "QUOTE" && Boolean(input.customer_id && input.cart_id)).then(() => {
      emitEventStep({
        eventName: CONTACT_QUOTE_REQUESTED,
        data: transform({ input, thread }, ({ input, thread }): ContactQuoteRequested => ({
          thread_id: thread.id,
          customer_id: input.customer_id!,
          cart_id: input.cart_id!,
          message: input.content,
        })),
      })
    })
    return new WorkflowResponse({ id: thread.id, secret: thread.secret })
  }
)
