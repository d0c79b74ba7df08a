import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { resolveOrderId } from "@shop/order-desk/lib/orders"
import { sendError, sendValidationError, staffUserIdOf } from "@shop/server-kit"
import { ADMIN_ORDER_MESSAGES, withdrawalReturnSchema } from "@shop/shared"
import { recordReturn } from "../../../../../../lib/actions"
import { toApiWithdrawalStatus } from "../../../../../../lib/answer"
import { withdrawalFacts } from "../../../../../../lib/facts"

/** GET /api/admin/order/{number or id}/withdrawal (staff, grant orders by the edge): the request and the period. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const orderId = await resolveOrderId(req.scope, String(req.params.id ?? ""))
  const found = orderId ? await withdrawalFacts(req.scope, orderId) : null
  if (!found) return sendError(res, 404, ADMIN_ORDER_MESSAGES.orderNotFound)
  res.json(toApiWithdrawalStatus(found.facts, found.request, found.order.items, new Date()))
}

/**
 * POST /api/admin/order/{number or id}/withdrawal {note?} (staff): the withdrawn goods came back (once). The refund
 * is the order desk's `POST /api/order/refund/{id}`. 200 {withdrawal}; 404 no order or no request; 400 already.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = withdrawalReturnSchema.safeParse(req.body ?? {})
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const orderId = await resolveOrderId(req.scope, String(req.params.id ?? ""))
  if (!orderId) return sendError(res, 404, ADMIN_ORDER_MESSAGES.orderNotFound)
  const outcome = await recordReturn(req.scope, orderId, staffUserIdOf(req)!, parsed.data.note ?? null)
  if (!outcome.ok) return sendError(res, outcome.status, outcome.message)
  res.json({ withdrawal: outcome.value })
}
