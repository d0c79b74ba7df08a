import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendError, sendValidationError, staffUserIdOf } from "@shop/server-kit"
import { ADMIN_ORDER_MESSAGES, orderCommentSchema } from "@shop/shared"
import { orderDetail } from "../../../../../lib/detail"
import { resolveOrderId } from "../../../../../lib/orders"
import { staffCommentOrderWorkflow } from "../../../../../workflows/order-desk/workflows/staff-comment-order"

/** POST /api/order/comments/{number or id} (staff, grant orders) `{content}`: a staff-only note; 201 the order's detail. */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = orderCommentSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const orderId = await resolveOrderId(req.scope, String(req.params.id ?? ""))
  if (!orderId) return sendError(res, 404, ADMIN_ORDER_MESSAGES.orderNotFound)
  await staffCommentOrderWorkflow(req.scope).run({ input: { order_id: orderId, author_id: staffUserIdOf(req)!, content: parsed.data.content } })
  res.status(201).json(await orderDetail(req.scope, orderId))
}
