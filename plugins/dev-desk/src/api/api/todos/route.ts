import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendValidationError, staffUserIdOf } from "@shop/server-kit"
import { todoCreateSchema, todoListQuerySchema } from "@shop/shared"
import { answerDevDeskRefusal } from "../../../lib/answers"
import { todoDetail, listTodos } from "../../../lib/records"
import { staffCreateTodoWorkflow } from "../../../workflows/dev-desk/workflows/staff-todos"

/** GET /api/todos?filters={"status","assignee"}&page=: a page of todos and the staff one may assign (grant dev). */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = todoListQuerySchema.safeParse(req.query)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  res.status(200).json(await listTodos(req.scope, parsed.data))
}

/** POST /api/todos/ {title, content?, assigneeId?, dueDate?}: 201 with the new open todo. */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = todoCreateSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  try {
    const { result } = await staffCreateTodoWorkflow(req.scope).run({ input: { staff_user_id: staffUserIdOf(req)!, todo: parsed.data } })
    res.status(201).json(await todoDetail(req.scope, result.id))
  } catch (error) {
    if (!answerDevDeskRefusal(res, error)) throw error
  }
}
