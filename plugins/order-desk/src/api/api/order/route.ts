import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendValidationError } from "@shop/server-kit"
import { adminOrderListQuerySchema } from "@shop/shared"
import { listOrders } from "../../../lib/list"

/**
 * GET /api/order (staff, grant orders): the order list, newest first, 25 a page.
 * Query: `state` (comma list), `from`/`to` (YYYY-MM-DD, Paris days, inclusive), `customer` (pro|particulier),
 * `q` (order number, e-mail or billing name, part of it), `late=true` (paid, not sent after 2 working days),
 * `page` (from 1). Answer: `ApiAdminOrderList`.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = adminOrderListQuerySchema.safeParse(req.query)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  res.json(await listOrders(req.scope, parsed.data))
}
