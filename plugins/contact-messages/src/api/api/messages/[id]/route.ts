import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { messageReplySchema } from "@shop/shared"
import { sendValidationError, sessionOf, staffUserIdOf } from "@shop/server-kit"
import { findThreadForStaff, staffAllowed } from "../../../../lib/contact/staff-desk"
import { answerRefusal } from "../../../../lib/contact/answers"
import { THREAD_TEXTS } from "../../../../lib/contact/texts"
import { findThread, type ThreadAccess } from "../../../../lib/contact/threads"
import { customerRepliesToThreadWorkflow } from "../../../../workflows/contact-messages/workflows/customer-replies-to-thread"

/** The thread's secret from the link, or the session of the customer who wrote the thread (no secret needed). */
const accessOf = (req: MedusaRequest): ThreadAccess => ({ secret: req.query.secret, customerId: sessionOf(req).customerId })

/** A staff member asking without the link's secret: the desk's view (grant `messages`), not the customer's. */
const asksAsStaff = (req: MedusaRequest) => req.query.secret === undefined && Boolean(staffUserIdOf(req))

/**
 * GET /api/messages/{id}?secret=: the thread with its messages. Unknown id or no right to it: the same 404.
 * GET /api/messages/{id} by a staff login: `ApiStaffThread` (state, customer, linked order) with the grant
 * `messages` (403 without it); anyone else without the secret keeps the customers' 404.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  if (asksAsStaff(req)) {
    if (!(await staffAllowed(req, res, "messages"))) return
    const staffView = await findThreadForStaff(req.scope, req.params.id)
    if (!staffView) return void res.status(404).json({ message: THREAD_TEXTS.threadNotFound })
    res.status(200).json(staffView)
    return
  }
  const thread = await findThread(req.scope, req.params.id, accessOf(req))
  if (!thread) {
    res.status(404).json({ message: THREAD_TEXTS.threadNotFound })
    return
  }
  res.status(200).json(thread)
}

/** PUT /api/messages/{id}?secret= {content, file?}: the customer's reply (with an uploaded file, once); answers the whole thread. */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const access = accessOf(req)
  const thread = await findThread(req.scope, req.params.id, access)
  if (!thread) {
    res.status(404).json({ message: THREAD_TEXTS.threadNotFound })
    return
  }
  const parsed = messageReplySchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  try {
    await customerRepliesToThreadWorkflow(req.scope).run({
      input: { thread_id: thread.id, content: parsed.data.content, file_id: parsed.data.file },
    })
  } catch (error) {
    if (answerRefusal(res, error)) return
    throw error
  }
  res.status(200).json(await findThread(req.scope, thread.id, access))
}
