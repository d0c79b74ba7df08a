import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendValidationError } from "@shop/server-kit"
import { statsRangeQuerySchema, type ApiSales } from "@shop/shared"
import { salesBetween } from "../../../../lib/stats"

/** GET /api/stats/sales?start=&end= (any admin): paid orders and their total TTC in cents, in all and day by day. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = statsRangeQuerySchema.safeParse(req.query)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const sales: ApiSales = await salesBetween(req.scope, parsed.data.start, parsed.data.end)
  res.json(sales)
}
