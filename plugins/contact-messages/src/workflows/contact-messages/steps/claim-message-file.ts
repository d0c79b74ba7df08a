import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ATTACHMENT_TEXTS } from "@shop/shared"
import { messagesService } from "./service"

/** Thrown (and answered 400) when the `file` id is unknown or already attached: the whole message is undone. */
export const ATTACHMENT_UNAVAILABLE = ATTACHMENT_TEXTS.unknownId

/** Attaches the upload once (conditional UPDATE); unknown or used id → error, so the message step is compensated. */
export const claimMessageFileStep = createStep(
  "contact-claim-message-file",
  async (input: { file_id?: string; thread_id: string; message_id: string }, { container }) => {
    if (!input.file_id) return new StepResponse(null, null)
    const claimed = await messagesService(container).claimMessageFile({ id: input.file_id, thread_id: input.thread_id, message_id: input.message_id })
    if (!claimed) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, ATTACHMENT_UNAVAILABLE)
    return new StepResponse(input.file_id, input.file_id)
  },
  async (fileId, { container }) => {
    if (fileId) await messagesService(container).releaseMessageFile(fileId)
  }
)
