import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendError, sendValidationError, staffUserIdOf } from "@shop/server-kit"
import { ADMIN_ORDER_MESSAGES, orderRefundSchema } from "@shop/shared"
import { refundOrder } from "../../../../../lib/actions"
import { orderDetail } from "../../../../../lib/detail"
import { resolveOrderId } from "../../../../../lib/orders"

/**
 * POST /api/order/refund/{number or id} (staff, grant orders) `{amount (cents), reason}`: a partial or full refund,
 * never more than captured minus already refunded (400 with the refundable amount otherwise). Card: refunded on the
 * PaymentIntent through Medusa's Stripe provider. Transfer: recorded (the money goes back by a bank transfer made by
 * hand). 200 the order's detail, whose history shows the refund.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = orderRefundSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const orderId = await resolveOrderId(req.scope, String(req.params.id ?? ""))
  if (!orderId) return sendError(res, 404, ADMIN_ORDER_MESSAGES.orderNotFound)
  const outcome = await refundOrder(req.scope, orderId, parsed.data, staffUserIdOf(req)!)
  if (!outcome.ok) return sendError(res, outcome.status, outcome.message)
  res.json(await orderDetail(req.scope, orderId))
}
