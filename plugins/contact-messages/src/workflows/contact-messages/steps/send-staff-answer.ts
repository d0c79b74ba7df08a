import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { STAFF_DESK_TEXTS } from "@shop/shared"
import { sendStaffAnswerMail, type StaffAnswerMail } from "../../../lib/contact/answer-mail"

/**
 * E-mails the answer with the thread's link, last step. Unlike the contact confirmation, a failed send FAILS the
 * workflow (the earlier steps are undone): staff see the error and send again, and the customer never misses an
 * answer that the desk shows as sent. The SMTP error is logged; the route answers 502 on this error's text only.
 */
export const sendStaffAnswerStep = createStep("contact-send-staff-answer", async (input: StaffAnswerMail, { container }) => {
  try {
    await sendStaffAnswerMail(container, input)
  } catch (error) {
    container.resolve(ContainerRegistrationKeys.LOGGER).warn(`staff answer e-mail of thread ${input.threadId} not sent: ${String(error)}`)
    throw new Error(STAFF_DESK_TEXTS.answerMailFailed)
  }
  return new StepResponse(undefined)
})
