import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ORDER_DETAIL_READS } from "@shop/checkout/lib/order/rate-limit"
import { sendError, withinRateLimit } from "@shop/server-kit"
import { ORDER_NOT_FOUND, isValidOrderNumber, normalizeOrderNumber } from "@shop/shared"
import { orderByNumberAndSecret } from "../../../../lib/access"
import { toApiWithdrawalStatus } from "../../../../lib/answer"

/**
 * GET /api/withdrawal/{orderNumber}?security=: for the order-details page (its secret) or the logged-in owner: the
 * recorded withdrawal, or whether the function is open now and its last day (`ApiWithdrawalStatus`). Else 404.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  if (!(await withinRateLimit(req, res, ORDER_DETAIL_READS))) return
  const number = String(req.params.orderNumber ?? "")
  const security = typeof req.query.security === "string" ? req.query.security : ""
  const found = isValidOrderNumber(number) ? await orderByNumberAndSecret(req, normalizeOrderNumber(number), security) : null
  if (!found) return sendError(res, 404, ORDER_NOT_FOUND)
  res.json(toApiWithdrawalStatus(found.facts, found.request, found.order.items, new Date()))
}
