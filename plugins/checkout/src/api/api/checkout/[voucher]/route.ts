import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ORDER_NOT_FOUND, type ApiOrderVoucher } from "@shop/shared"
import { transferInstructions } from "../../../../lib/checkout/transfer"
import { stateOf, toApiOrderDetail } from "../../../../lib/order/map"
import { orderStateMachine } from "@shop/order-states"
import { loadOrder, orderHistory } from "../../../../lib/order/query"
import { ORDER_VOUCHER_READS } from "../../../../lib/order/rate-limit"
import { orderIdBySecret } from "../../../../lib/order/secret-access"
import { withinRateLimit } from "@shop/server-kit"

const TOKEN = /^[A-Za-z0-9_-]{20,128}$/

/**
 * GET /api/checkout/{voucher}: the order's voucher, `{voucher}` being its security token (docs/adr/002): the
 * detail, and the bank details while it awaits a transfer. An unknown token is the lookup's 404.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  if (!(await withinRateLimit(req, res, ORDER_VOUCHER_READS))) return
  const voucher = String(req.params.voucher ?? "")
  const orderId = TOKEN.test(voucher) ? await orderIdBySecret(req.scope, voucher) : null
  const order = orderId ? await loadOrder(req.scope, orderId, true) : null
  if (!order) {
    res.status(404).json({ message: ORDER_NOT_FOUND })
    return
  }
  const answer: ApiOrderVoucher = {
    order: toApiOrderDetail(order, await orderHistory(req.scope, order.id), voucher),
    transfer: orderStateMachine.awaitsTransfer(stateOf(order)) ? await transferInstructions(req.scope, order) : null,
  }
  res.json(answer)
}
