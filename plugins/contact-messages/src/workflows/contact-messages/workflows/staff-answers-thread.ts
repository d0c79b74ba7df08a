import { createWorkflow, transform, when, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import type { CheckedUpload } from "../../../lib/contact/files"
import { addMessageStep } from "../steps/add-message"
import { claimMessageFileStep } from "../steps/claim-message-file"
import { renewAnswerLinkStep } from "../steps/renew-answer-link"
import { sendStaffAnswerStep } from "../steps/send-staff-answer"
import { setThreadStateStep } from "../steps/set-thread-state"
import { storeMessageFileStep } from "../steps/store-message-file"

export type StaffAnswersThreadInput = {
  thread: { id: string; email: string; name: string; subjectLabel: string; orderNumber: string | null }
  /** answer: the thread becomes answered; close: closed (after the last answer, when there is one) */
  type: "answer" | "close"
  /** the answer's text; absent only when closing without a word */
  content?: string
  /** an upload id (POST /api/files), or the file sent with the answer (multipart, already checked) */
  file_id?: string
  upload?: CheckedUpload
  storefrontUrl: string
}

/**
 * `PUT /api/messages/` by staff holding `messages`: the file sent along stored, the staff message, the file attached
 * once, the thread's state, a fresh link and the e-mail to the customer. Any failure (the e-mail included) undoes
 * the earlier steps: an answer is either sent and recorded, or neither.
 */
export const staffAnswersThreadWorkflow = createWorkflow(
  "contact-staff-answers-thread",
  (input: WorkflowData<StaffAnswersThreadInput>) => {
    when("staff-answer-has-text", { input }, ({ input }) => Boolean(input.content)).then(() => {
      const stored = storeMessageFileStep(input.upload)
      const created = addMessageStep(
        transform({ input }, ({ input }) => ({ thread_id: input.thread.id, author: "staff" as const, content: input.content! }))
      )
      const fileId = transform({ input, stored }, ({ input, stored }) => stored?.id ?? input.file_id)
      claimMessageFileStep({ file_id: fileId, thread_id: input.thread.id, message_id: created.id })
    })
    const state = setThreadStateStep(
      transform({ input }, ({ input }) => ({ thread_id: input.thread.id, state: input.type === "close" ? ("closed" as const) : ("answered" as const) }))
    )
    when("staff-answer-is-mailed", { input }, ({ input }) => Boolean(input.content)).then(() => {
      const link = renewAnswerLinkStep(transform({ input }, ({ input }) => ({ thread_id: input.thread.id, storefrontUrl: input.storefrontUrl })))
      sendStaffAnswerStep(
        transform({ input, link }, ({ input, link }) => ({
          to: input.thread.email,
          threadId: input.thread.id,
          name: input.thread.name,
          subjectLabel: input.thread.subjectLabel,
          orderNumber: input.thread.orderNumber,
          answer: input.content!,
          closed: input.type === "close",
          threadUrl: link.url,
        }))
      )
    })
    return new WorkflowResponse(transform({ input, state }, ({ input, state }) => ({ id: input.thread.id, state })))
  }
)
