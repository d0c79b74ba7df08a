import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendError, sendValidationError, staffUserIdOf } from "@shop/server-kit"
import { todoCommentError, todoCommentSchema } from "@shop/shared"
import { readUploadBody } from "@shop/contact-messages/lib/contact/upload-reading"
import { answerDevDeskRefusal } from "../../../../../lib/answers"
import { todoDetail } from "../../../../../lib/records"
import { staffCommentTodoWorkflow } from "../../../../../workflows/dev-desk/workflows/staff-todos"

/**
 * PUT /api/todos/comment/{id} (multipart `content` + optional `file`, or JSON {content}): a staff comment on the
 * todo. The file follows the contact attachments' rule (≤ 5 MB: 413; PDF/JPEG/PNG/WebP by its bytes: 400), checked
 * before anything is stored; answers the todo with its comments.
 */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  let fields: unknown = req.body
  let upload = null
  if (/^multipart\/form-data\b/i.test(req.headers["content-type"] ?? "")) {
    const received = await readUploadBody(req, res, false)
    if (!received) return
    fields = received.fields
    upload = received.upload ?? null
  }
  const parsed = todoCommentSchema.safeParse(fields ?? {})
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const empty = todoCommentError(parsed.data.content, upload !== null)
  if (empty) return sendError(res, 400, empty)
  try {
    await staffCommentTodoWorkflow(req.scope).run({
      input: { id: String(req.params.id ?? ""), staff_user_id: staffUserIdOf(req)!, content: parsed.data.content, upload },
    })
    res.status(200).json(await todoDetail(req.scope, String(req.params.id)))
  } catch (error) {
    if (!answerDevDeskRefusal(res, error)) throw error
  }
}
