import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import {
  CONTACT_SUCCESS,
  contactMessageSchema,
  messageListQuerySchema,
  STAFF_DESK_TEXTS,
  staffAnswerSchema,
  type ApiMessageSent,
} from "@shop/shared"
import { sendError, sendValidationError, sessionOf } from "@shop/server-kit"
import { compatApiOptions } from "@shop/compat-api/lib/options"
import { categoryLabel } from "../../../lib/contact/categories"
import type { CheckedUpload } from "../../../lib/contact/files"
import { isMultipart } from "@shop/server-kit"
import { findThreadForStaff, listThreadsForStaff, staffAllowed } from "../../../lib/contact/staff-desk"
import { readUploadBody } from "../../../lib/contact/upload-reading"
import { staffAnswersThreadWorkflow } from "../../../workflows/contact-messages/workflows/staff-answers-thread"
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

/** GET /api/messages?page=&filters=&search= (staff, grant `messages`): the desk's threads, see lib/contact/staff-desk.ts. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  if (!(await staffAllowed(req, res, "messages"))) return
  const parsed = messageListQuerySchema.safeParse(req.query)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  res.status(200).json(await listThreadsForStaff(req.scope, parsed.data))
}

/**
 * PUT /api/messages/ {value, type, id, secret, email, file} (staff, grant `messages`): answers or closes a thread
 * (shared `staffAnswerSchema` says how we read each field). JSON with `file` = an upload id, or multipart with the
 * file itself, stored inside the workflow. The customer gets the answer and a fresh link by e-mail; a failed
 * e-mail undoes the answer (502). Answers the staff view of the thread.
 */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  if (!(await staffAllowed(req, res, "messages"))) {
    req.resume()
    return
  }
  let body: unknown = req.body
  let upload: CheckedUpload | undefined
  if (isMultipart(req.headers)) {
    const received = await readUploadBody(req, res, false)
    if (!received) return
    upload = received.upload
    body = { ...received.fields, file: undefined }
  }
  const parsed = staffAnswerSchema.safeParse(body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  if (upload && !parsed.data.value) {
    res.status(400).json({ message: STAFF_DESK_TEXTS.answerRequired, fields: { value: STAFF_DESK_TEXTS.answerRequired } })
    return
  }
  const thread = await findThreadForStaff(req.scope, parsed.data.id)
  if (!thread) return sendError(res, 404, STAFF_DESK_TEXTS.threadNotFound)
  if (parsed.data.email && parsed.data.email !== thread.email.toLowerCase()) {
    res.status(400).json({ message: STAFF_DESK_TEXTS.emailMismatch, fields: { email: STAFF_DESK_TEXTS.emailMismatch } })
    return
  }
  try {
    await staffAnswersThreadWorkflow(req.scope).run({
      input: {
        thread: { id: thread.id, email: thread.email, name: thread.name, subjectLabel: categoryLabel(thread.subject), orderNumber: thread.orderNumber },
        type: parsed.data.type,
        content: parsed.data.value,
        file_id: parsed.data.file,
        upload,
        storefrontUrl: compatApiOptions(req.scope).storefrontUrl,
      },
    })
  } catch (error) {
    if (answerRefusal(res, error)) return
    if ((error as { message?: unknown } | null)?.message === STAFF_DESK_TEXTS.answerMailFailed) return sendError(res, 502, STAFF_DESK_TEXTS.answerMailFailed)
    throw error
  }
  res.status(200).json(await findThreadForStaff(req.scope, thread.id))
}
