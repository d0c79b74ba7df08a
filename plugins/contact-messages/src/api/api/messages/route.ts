import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { CONTACT_SUCCESS, contactMessageSchema, type ApiMessageSent } from "@shop/shared"
import { sendValidationError } from "@shop/server-kit"
import { sessionOf } from "@shop/server-kit"
import { answerRefusal } from "../../../lib/contact/answers"
import { CONTACT_MESSAGE_LIMIT } from "../../../lib/contact/limit"
import { withinLimit } from "../../../lib/contact/limit-answer"
import { THREAD_TEXTS } from "../../../lib/contact/texts"
import { customerWritesMessageWorkflow } from "../../../workflows/contact-messages/workflows/create-message-thread"

/**
 * POST /api/messages {name, email, subject, orderNumber?, message, file?}: a new thread, its link e-mailed.
 * Limited per IP and e-mail (429). QUOTE needs a logged-in customer (401) and a non-empty cart (409).
 * `file`: an id from POST /api/files, attached once; unknown or used → 400 and no thread.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = contactMessageSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  if (!(await withinLimit(req, res, "contact", CONTACT_MESSAGE_LIMIT, parsed.data.email, THREAD_TEXTS.tooManyMessages))) return
  const session = sessionOf(req)
  const { name, email, subject, orderNumber, message, file } = parsed.data
  try {
    const { result } = await customerWritesMessageWorkflow(req.scope).run({
      input: {
        subject,
        email,
        name,
        order_number: orderNumber ?? null,
        content: message,
        customer_id: session.customerId ?? null,
        cart_id: session.cartId ?? null,
        file_id: file,
      },
    })
    const answer: ApiMessageSent = { id: result.id, secret: result.secret, message: CONTACT_SUCCESS }
    res.status(201).json(answer)
  } catch (error) {
    if (!answerRefusal(res, error)) throw error
  }
}
