import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { clientIp, sendTooManyRequests, sendValidationError } from "@shop/server-kit"
import { ORDER_NOT_FOUND, orderLookupSchema } from "@shop/shared"
import { CHECKOUT_MESSAGES } from "../../../../lib/messages"
import { sendOrderLinkMail } from "../../../../lib/mail/order-link"
import { toOrderLookupAnswer } from "../../../../lib/order/map"
import { loadOrder } from "../../../../lib/order/query"
import { orderIdByNumber, orderSecretOf } from "../../../../lib/order/secret-access"
import { orderLookupWait, recordFailedLookup } from "../../../../lib/order/rate-limit"
import { checkoutOptions } from "../../../../lib/options"

/**
 * POST /api/order/query {email, order}: order tracking for anyone holding the number and the buyer's e-mail: the
 * state, date and totals; the detail link (with the order's secret) leaves by e-mail to the order's address only.
 * A wrong number and a wrong e-mail get the same 404; failed lookups are limited per IP.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = orderLookupSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const ip = clientIp(req)
  const wait = await orderLookupWait(req.scope, ip)
  if (wait > 0) return sendTooManyRequests(res, wait, CHECKOUT_MESSAGES.tooManyOrderLookups)
  const orderId = await orderIdByNumber(req.scope, parsed.data.order)
  const order = orderId ? await loadOrder(req.scope, orderId) : null
  if (!order || (order.email ?? "").trim().toLowerCase() !== parsed.data.email.trim().toLowerCase()) {
    await recordFailedLookup(req.scope, ip)
    res.status(404).json({ message: ORDER_NOT_FOUND })
    return
  }
  const secret = orderSecretOf(req.scope, order)
  if (secret && order.email) {
    const { storefrontUrl } = checkoutOptions(req.scope)
    await sendOrderLinkMail(req.scope, { orderId: order.id, orderNumber: parsed.data.order, email: order.email, secret, storefrontUrl }).catch(
      (error: unknown) => req.scope.resolve(ContainerRegistrationKeys.LOGGER).error(`order ${order.id}: link e-mail not sent: ${String(error)}`)
    )
  }
  res.json(toOrderLookupAnswer(order, parsed.data.order))
}
