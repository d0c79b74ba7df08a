import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ATTACHMENT_TEXTS, meMessageSchema, type ApiMessageThread, type ApiMyMessages } from "@shop/shared"
import { requireCustomer } from "@shop/compat-api/lib/account/guard"
import { sendValidationError } from "@shop/server-kit"
import { MESSAGES } from "@shop/compat-api/lib/messages"
import { sessionOf } from "@shop/server-kit"
import { answerRefusal } from "../../../../lib/contact/answers"
import { CONTACT_MESSAGE_LIMIT, FILE_UPLOAD_LIMIT } from "../../../../lib/contact/limit"
import { withinLimit } from "../../../../lib/contact/limit-answer"
import { isMultipart } from "@shop/server-kit"
import { THREAD_TEXTS } from "../../../../lib/contact/texts"
import { findThread, listCustomerThreads } from "../../../../lib/contact/threads"
import { readUploadBody } from "../../../../lib/contact/upload-reading"
import type { CheckedUpload } from "../../../../lib/contact/files"
import { customerWritesMessageWorkflow } from "../../../../workflows/contact-messages/workflows/create-message-thread"

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
 * `content` and the `file` itself. Everything is checked and counted (fields, file, message and upload limits)
 * before the file is stored, in the same workflow as the thread: a refused message leaves no file. 201 with the thread.
 */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const customerId = requireCustomer(req, res)
  if (!customerId) {
    req.resume()
    return
  }
  let body: unknown = req.body
  let upload: CheckedUpload | undefined
  if (isMultipart(req.headers)) {
    const received = await readUploadBody(req, res, false)
    if (!received) return
    upload = received.upload
    // a file sent along replaces any `file` id field
    body = { ...received.fields, file: undefined }
  }
  const parsed = meMessageSchema.safeParse(body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const customer = await customerContact(req, customerId)
  if (!customer) {
    res.status(401).json({ message: MESSAGES.notLoggedIn })
    return
  }
  if (!(await withinLimit(req, res, "contact", CONTACT_MESSAGE_LIMIT, customer.email, THREAD_TEXTS.tooManyMessages))) return
  if (upload && !(await withinLimit(req, res, "files", FILE_UPLOAD_LIMIT, "", ATTACHMENT_TEXTS.tooManyUploads))) return
  const name = [customer.first_name, customer.last_name].filter(Boolean).join(" ") || customer.email
  try {
    const { result } = await customerWritesMessageWorkflow(req.scope).run({
      input: {
        subject: parsed.data.subject,
        email: customer.email,
        name,
        order_number: parsed.data.orderNumber ?? null,
        content: parsed.data.content,
        customer_id: customerId,
        cart_id: sessionOf(req).cartId ?? null,
        file_id: parsed.data.file,
        upload,
      },
    })
    const thread = (await findThread(req.scope, result.id, { customerId })) as ApiMessageThread
    res.status(201).json(thread)
  } catch (error) {
    if (!answerRefusal(res, error)) throw error
  }
}
