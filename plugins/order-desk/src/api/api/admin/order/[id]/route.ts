import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendError } from "@shop/server-kit"
import { ADMIN_ORDER_MESSAGES } from "@shop/shared"
import { orderDetail } from "../../../../../lib/detail"
import { resolveOrderId } from "../../../../../lib/orders"

/**
 * GET /api/admin/order/{number or id} (staff, grant orders, guarded by the /api edge): `ApiAdminOrderDetail` —
 * lines, customer, addresses, payment, parcel, the states staff may choose now, and the history (states, refunds,
 * comments) with who and when.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const orderId = await resolveOrderId(req.scope, String(req.params.id ?? ""))
  const detail = orderId ? await orderDetail(req.scope, orderId) : null
  if (!detail) return sendError(res, 404, ADMIN_ORDER_MESSAGES.orderNotFound)
  res.json(detail)
}
