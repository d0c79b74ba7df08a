import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ATTACHMENT_TEXTS, meMessageSchema, type ApiMessageThread, type ApiMyMessages } from "@shop/shared"
import { requireCustomer } from "../../../../lib/account/guard"
import { sendValidationError } from "../../../../lib/http/answers"
import { MESSAGES } from "../../../../lib/messages"
import { isMultipart } from "../../../../lib/messages-thread/multipart"
import { CONTACT_MESSAGE_LIMIT } from "../../../../lib/messages-thread/limit"
import { withinLimit } from "../../../../lib/messages-thread/limit-answer"
import { THREAD_TEXTS } from "../../../../lib/messages-thread/texts"
import { createThread, findThread, isAttachmentUnavailable, listCustomerThreads } from "../../../../lib/messages-thread/threads"
import { receiveUpload } from "../../../../lib/messages-thread/upload-answer"

/** GET /api/me/messages: the logged-in customer's threads (the "messages feed"), newest first; 401 otherwise. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const customerId = requireCustomer(req, res)
  if (!customerId) return
  const answer: ApiMyMessages = { threads: await listCustomerThreads(req.scope, customerId) }
  res.status(200).json(answer)
}

type CustomerContact = { email: string; first_name: string | null; last_name: string | null }

async function customerContact(req: MedusaRequest, customerId: string): Promise<CustomerContact | null> {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "customer", fields: ["email", "first_name", "last_name"], filters: { id: customerId } })
  return (data[0] as CustomerContact | undefined) ?? null
}

/**
 * PUT /api/me/messages {content, subject?, orderNumber?, file?}: a new message in the customer's feed (a new thread
 * of theirs, its link e-mailed as for the contact form). JSON with `file` = an upload id, or multipart with
 * `content` and the `file` itself (checked and stored as POST /api/files does). 201 with the thread.
 */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const customerId = requireCustomer(req, res)
  if (!customerId) {
    req.resume()
    return
  }
  let body: unknown = req.body
  if (isMultipart(req.headers)) {
    const received = await receiveUpload(req, res, false)
    if (!received) return
    body = { ...received.fields, file: received.attachment?.id }
  }
  const parsed = meMessageSchema.safeParse(body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const customer = await customerContact(req, customerId)
  if (!customer) {
    res.status(401).json({ message: MESSAGES.notLoggedIn })
    return
  }
  if (!(await withinLimit(req, res, "contact", CONTACT_MESSAGE_LIMIT, customer.email, THREAD_TEXTS.tooManyMessages))) return
  const name = [customer.first_name, customer.last_name].filter(Boolean).join(" ") || customer.email
  try {
    const { id } = await createThread(
      req.scope,
      { name, email: customer.email, subject: parsed.data.subject, orderNumber: parsed.data.orderNumber, message: parsed.data.content, file: parsed.data.file },
      customerId
    )
    const thread = (await findThread(req.scope, id, { customerId })) as ApiMessageThread
    res.status(201).json(thread)
  } catch (error) {
    if (!isAttachmentUnavailable(error)) throw error
    res.status(400).json({ message: ATTACHMENT_TEXTS.unknownId, fields: { file: ATTACHMENT_TEXTS.unknownId } })
  }
}
