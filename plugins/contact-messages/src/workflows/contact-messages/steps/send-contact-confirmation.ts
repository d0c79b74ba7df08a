import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { sendContactConfirmation } from "../../../lib/contact/mail"
import { categoryLabel } from "../../../lib/contact/categories"

export type ContactConfirmation = { to: string; id: string; secret: string; name: string; subject: string; message: string }

/**
 * E-mails the thread's link (the secret travels only in the e-mail). Last step, after the thread exists: a failing
 * SMTP server is logged and the message is kept, never lost for a mail.
 */
export const sendContactConfirmationStep = createStep(
  "contact-send-confirmation",
  async (input: ContactConfirmation, { container }) => {
    try {
      await sendContactConfirmation(container, { ...input, subjectLabel: categoryLabel(input.subject) })
    } catch (error) {
      container.resolve(ContainerRegistrationKeys.LOGGER).warn(`contact confirmation e-mail of thread ${input.id} not sent: ${String(error)}`)
    }
    return new StepResponse(undefined)
  }
)
