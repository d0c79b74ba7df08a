import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MESSAGE_LOOKUP_SENT, messageLookupSchema, type ApiMessageLookupSent } from "@shop/shared"
import { sendValidationError } from "../../../../lib/http/answers"
import { MESSAGE_LOOKUP_LIMIT } from "../../../../lib/messages-thread/limit"
import { withinLimit } from "../../../../lib/messages-thread/limit-answer"
import { mailThreadLinksInBackground } from "../../../../lib/messages-thread/lookup"
import { THREAD_TEXTS } from "../../../../lib/messages-thread/texts"

/**
 * POST /api/messages/lookup {email, subject (default ORDER), orderNumber?}: the same 200 whether threads match or
 * not; matching threads' links are e-mailed to that address after the answer (never in it). 429 beyond the limit.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = messageLookupSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  if (!(await withinLimit(req, res, "lookup", MESSAGE_LOOKUP_LIMIT, parsed.data.email, THREAD_TEXTS.tooManyLookups))) return
  mailThreadLinksInBackground(req.scope, parsed.data)
  const answer: ApiMessageLookupSent = { message: MESSAGE_LOOKUP_SENT }
  res.status(200).json(answer)
}
