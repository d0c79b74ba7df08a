import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ORDER_NOT_FOUND, orderLookupSchema } from "@shop/shared"
import { clientIp } from "../../../../lib/auth/login"
import { sendValidationError } from "../../../../lib/http/answers"
import { MESSAGES } from "../../../../lib/messages"
import { toApiOrder } from "../../../../lib/order/map"
import { loadOrder, orderIdByNumber } from "../../../../lib/order/query"
import { orderLookupWait, recordFailedLookup } from "../../../../lib/order/rate-limit"

/**
 * POST /api/order/query {email, order}: order tracking for anyone holding the number and the buyer's e-mail.
 * A wrong number and a wrong e-mail get the same 404; failed lookups are limited per IP.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = orderLookupSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const ip = clientIp(req)
  const wait = await orderLookupWait(ip)
  if (wait > 0) {
    res.setHeader("Retry-After", String(wait))
    res.status(429).json({ message: MESSAGES.tooManyOrderLookups })
    return
  }
  const orderId = await orderIdByNumber(req.scope, parsed.data.order)
  const order = orderId ? await loadOrder(req.scope, orderId) : null
  if (!order || (order.email ?? "").trim().toLowerCase() !== parsed.data.email.trim().toLowerCase()) {
    await recordFailedLookup(ip)
    res.status(404).json({ message: ORDER_NOT_FOUND })
    return
  }
  res.json(toApiOrder(order))
}
