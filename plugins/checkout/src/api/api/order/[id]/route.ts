import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ORDER_NOT_FOUND, isValidOrderNumber, normalizeOrderNumber } from "@shop/shared"
import { toApiOrderDetail } from "../../../../lib/order/map"
import { loadOrder, orderHistory } from "../../../../lib/order/query"
import { ORDER_DETAIL_READS } from "../../../../lib/order/rate-limit"
import { orderIdByNumber, presentsOrderSecret } from "../../../../lib/order/secret-access"
import { withinRateLimit } from "@shop/server-kit"

/** GET /api/order/{orderNumber}?security=: the order's detail, only with its token; anything wrong is the same 404. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  if (!(await withinRateLimit(req, res, ORDER_DETAIL_READS))) return
  const number = String(req.params.id ?? "")
  const security = typeof req.query.security === "string" ? req.query.security : ""
  const orderId = isValidOrderNumber(number) ? await orderIdByNumber(req.scope, normalizeOrderNumber(number)) : null
  const order = orderId ? await loadOrder(req.scope, orderId, true) : null
  if (!order || !presentsOrderSecret(order, security)) {
    res.status(404).json({ message: ORDER_NOT_FOUND })
    return
  }
  res.json(toApiOrderDetail(order, await orderHistory(req.scope, order.id), security))
}
