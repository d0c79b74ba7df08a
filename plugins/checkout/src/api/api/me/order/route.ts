import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { requireCustomer } from "@shop/compat-api/lib/account/guard"
import { listCustomerOrders } from "../../../../lib/order/account-orders"

/** GET /api/me/order: the logged-in customer's orders, newest first (`ApiAccountOrder[]`). */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const customerId = requireCustomer(req, res)
  if (!customerId) return
  res.status(200).json(await listCustomerOrders(req.scope, customerId))
}
