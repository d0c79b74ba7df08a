import type { MedusaRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { presentsOrderSecret, orderIdByNumber } from "@shop/checkout/lib/order/secret-access"
import { checkStaffAccess, type LimitedRequest } from "@shop/server-kit"
import type { InvoiceDownloadInput } from "@shop/shared"

/** Downloads cost a PDF rendering each: per IP and minute, far above a customer's clicks. */
export const INVOICE_DOWNLOADS: LimitedRequest = { name: "invoice-download", limit: { perIp: 60, windowMs: 60 * 1000 } }

/**
 * The order behind a download when the caller may read it: the logged-in customer who owns it, whoever presents
 * its security secret (the confirmation e-mail's link), or staff holding the `orders` grant. Null otherwise, and
 * the route answers the same 404 whether the order does not exist or is someone else's.
 */
export async function readableOrderId(req: MedusaRequest, input: InvoiceDownloadInput): Promise<string | null> {
  const orderId = await orderIdByNumber(req.scope, input.order)
  if (!orderId) return null
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: ["id", "customer_id", "metadata"], filters: { id: orderId } })
  const order = data[0] as { id: string; customer_id?: string | null; metadata?: Record<string, unknown> | null } | undefined
  if (!order) return null
  const customerId = (req as { session?: { customerId?: unknown } }).session?.customerId
  if (typeof customerId === "string" && customerId && order.customer_id === customerId) return order.id
  if (input.security && presentsOrderSecret(order, input.security)) return order.id
  if ((await checkStaffAccess(req, ["orders"])).allowed) return order.id
  return null
}
