import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { messageReplySchema } from "@shop/shared"
import { sendValidationError } from "../../../../lib/http/answers"
import { THREAD_TEXTS } from "../../../../lib/messages-thread/texts"
import { addCustomerReply, findThread } from "../../../../lib/messages-thread/threads"

/** GET /api/messages/{id}?secret=: the thread with its messages. Unknown id or wrong/missing secret: the same 404. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const thread = await findThread(req.scope, req.params.id, req.query.secret)
  if (!thread) {
    res.status(404).json({ message: THREAD_TEXTS.threadNotFound })
    return
  }
  res.status(200).json(thread)
}

/** PUT /api/messages/{id}?secret= {content}: the customer's reply; answers the whole thread. */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const thread = await findThread(req.scope, req.params.id, req.query.secret)
  if (!thread) {
    res.status(404).json({ message: THREAD_TEXTS.threadNotFound })
    return
  }
  const parsed = messageReplySchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  await addCustomerReply(req.scope, thread.id, parsed.data.content)
  res.status(200).json(await findThread(req.scope, thread.id, req.query.secret))
}
