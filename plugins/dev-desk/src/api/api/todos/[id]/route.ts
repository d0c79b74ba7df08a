import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendError, sendValidationError } from "@shop/server-kit"
import { DEV_DESK_TEXTS, todoUpdateSchema } from "@shop/shared"
import { answerDevDeskRefusal } from "../../../../lib/answers"
import { todoDetail } from "../../../../lib/records"
import { staffUpdateTodoWorkflow } from "../../../../workflows/dev-desk/workflows/staff-todos"

/** GET /api/todos/{id}: the todo with its comments (grant dev). */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const todo = await todoDetail(req.scope, String(req.params.id ?? ""))
  if (!todo) return sendError(res, 404, DEV_DESK_TEXTS.todoNotFound)
  res.status(200).json(todo)
}

/** PUT /api/todos/{id} {title?, content?, status?, assigneeId?, dueDate?}: the todo changed, with its comments. */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = todoUpdateSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  try {
    const { result } = await staffUpdateTodoWorkflow(req.scope).run({ input: { id: String(req.params.id ?? ""), changes: parsed.data } })
    res.status(200).json(await todoDetail(req.scope, result.id))
  } catch (error) {
    if (!answerDevDeskRefusal(res, error)) throw error
  }
}
