import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { orderLookupWait, recordFailedLookup } from "@shop/checkout/lib/order/rate-limit"
import { clientIp, sendError, sendTooManyRequests, sendValidationError } from "@shop/server-kit"
import { ORDER_NOT_FOUND, withdrawalRequestSchema } from "@shop/shared"
import { orderByNumberAndEmail } from "../../../lib/access"
import { requestWithdrawal } from "../../../lib/actions"
import { TOO_MANY_WITHDRAWAL_TRIES } from "../../../lib/messages"

/**
 * POST /api/withdrawal {email, orderNumber, lines?, name, address, orderedOn?, receivedOn?, comment?}: the
 * withdrawal function (L221-21), with no account needed (number + the buyer's e-mail, as POST /api/order/query, on
 * the same failed-lookup limit) or by the logged-in owner. 201 {withdrawal}: recorded and acknowledged by e-mail;
 * 400 with the French reason (period over, pro order, already withdrawn, bad lines); 404 as the order lookup.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = withdrawalRequestSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const ip = clientIp(req)
  const wait = await orderLookupWait(req.scope, ip)
  if (wait > 0) return sendTooManyRequests(res, wait, TOO_MANY_WITHDRAWAL_TRIES)
  const found = await orderByNumberAndEmail(req, parsed.data.orderNumber, parsed.data.email)
  if (!found) {
    await recordFailedLookup(req.scope, ip)
    return sendError(res, 404, ORDER_NOT_FOUND)
  }
  const outcome = await requestWithdrawal(req.scope, found.order, parsed.data)
  if (!outcome.ok) return sendError(res, outcome.status, outcome.message)
  res.status(201).json({ withdrawal: outcome.value })
}
