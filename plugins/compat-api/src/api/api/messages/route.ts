import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ATTACHMENT_TEXTS, CONTACT_SUCCESS, contactMessageSchema, type ApiMessageSent } from "@shop/shared"
import { sendValidationError } from "../../../lib/http/answers"
import { CONTACT_MESSAGE_LIMIT } from "../../../lib/messages-thread/limit"
import { withinLimit } from "../../../lib/messages-thread/limit-answer"
import { THREAD_TEXTS } from "../../../lib/messages-thread/texts"
import { createThread, isAttachmentUnavailable, quoteRequestRefusal } from "../../../lib/messages-thread/threads"
import { sessionOf } from "../../../lib/session/state"

/**
 * POST /api/messages {name, email, subject, orderNumber?, message, file?}: a new thread, its link e-mailed.
 * QUOTE needs a logged-in customer (401) and a non-empty cart (409). Limited per IP and e-mail (429).
 * `file`: an id from POST /api/files, attached once; unknown or used → 400 and no thread.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = contactMessageSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const session = sessionOf(req)
  if (parsed.data.subject === "QUOTE") {
    const refusal = await quoteRequestRefusal(req.scope, session)
    if (refusal) {
      res.status(refusal.status).json({ message: refusal.message })
      return
    }
  }
  if (!(await withinLimit(req, res, "contact", CONTACT_MESSAGE_LIMIT, parsed.data.email, THREAD_TEXTS.tooManyMessages))) return
  try {
    const { id, secret } = await createThread(req.scope, parsed.data, session.customerId)
    const answer: ApiMessageSent = { id, secret, message: CONTACT_SUCCESS }
    res.status(201).json(answer)
  } catch (error) {
    if (!isAttachmentUnavailable(error)) throw error
    res.status(400).json({ message: ATTACHMENT_TEXTS.unknownId, fields: { file: ATTACHMENT_TEXTS.unknownId } })
  }
}
