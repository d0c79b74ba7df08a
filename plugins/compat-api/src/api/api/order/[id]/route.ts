import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ORDER_NOT_FOUND, isValidOrderNumber, normalizeOrderNumber } from "@shop/shared"
import { sameToken } from "../../../../lib/checkout/security"
import { toApiOrderDetail } from "../../../../lib/order/map"
import { loadOrder, orderHistory, orderIdByNumber } from "../../../../lib/order/query"
import { securityOf } from "../../../../lib/order/record"

/** GET /api/order/{orderNumber}?security=: the order's detail, only with its token; anything wrong is the same 404. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const number = String(req.params.id ?? "")
  const security = typeof req.query.security === "string" ? req.query.security : ""
  const orderId = isValidOrderNumber(number) ? await orderIdByNumber(req.scope, normalizeOrderNumber(number)) : null
  const order = orderId ? await loadOrder(req.scope, orderId, true) : null
  if (!order || !sameToken(security, securityOf(order))) {
    res.status(404).json({ message: ORDER_NOT_FOUND })
    return
  }
  res.json(toApiOrderDetail(order, await orderHistory(req.scope, order.id)))
}
