import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendError, sendValidationError, staffUserIdOf } from "@shop/server-kit"
import { ADMIN_ORDER_MESSAGES, orderStateChangeSchema } from "@shop/shared"
import { changeOrderState } from "../../../../lib/actions"
import { orderDetail } from "../../../../lib/detail"
import { resolveOrderId } from "../../../../lib/orders"

/**
 * PUT /api/order/{number or id} (staff, grant orders) `{state, reason?}` or `{state: "SENT", carrier,
 * trackingNumber}`: moves the order along the order-states table (PAYED from PENDING records the bank transfer;
 * CANCELLED releases the stock and refunds what was captured); the customer is e-mailed on SENT and CANCELLED.
 * 200 the order's detail (`ApiAdminOrderDetail`); 400 French refusal, nothing changed; 404 unknown order.
 * (GET on this path is the customer's detail, served by @shop/checkout.)
 */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = orderStateChangeSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const orderId = await resolveOrderId(req.scope, String(req.params.id ?? ""))
  if (!orderId) return sendError(res, 404, ADMIN_ORDER_MESSAGES.orderNotFound)
  const outcome = await changeOrderState(req.scope, orderId, parsed.data, staffUserIdOf(req)!)
  if (!outcome.ok) return sendError(res, outcome.status, outcome.message)
  res.json(await orderDetail(req.scope, orderId))
}
