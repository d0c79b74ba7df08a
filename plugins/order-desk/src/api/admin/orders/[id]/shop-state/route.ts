import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendError } from "@shop/server-kit"
import { ADMIN_ORDER_MESSAGES } from "@shop/shared"
import { orderDetail } from "../../../../../lib/detail"
import { resolveOrderId } from "../../../../../lib/orders"

/**
 * GET /admin/orders/{id}/shop-state (Medusa admin, grant orders through @shop/admin-grants' guard on
 * `/admin/orders/*`): what the order page's widget shows — the shop's state, the number, the parcel and the history.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const orderId = await resolveOrderId(req.scope, String(req.params.id ?? ""))
  const detail = orderId ? await orderDetail(req.scope, orderId) : null
  if (!detail) return sendError(res, 404, ADMIN_ORDER_MESSAGES.orderNotFound)
  const { orderNumber, state, stateLabel, late, shipment, payment, history } = detail
  res.json({ orderNumber, state, stateLabel, late, shipment, payment, history })
}
