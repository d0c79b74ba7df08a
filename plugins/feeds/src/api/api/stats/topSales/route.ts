import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendValidationError } from "@shop/server-kit"
import { statsRangeQuerySchema, type ApiProductSales } from "@shop/shared"
import { productSales } from "../../../../lib/stats"

/** GET /api/stats/topSales?start=&end= (any admin): the 10 products sold most (units) in the period, with their amount TTC in cents. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = statsRangeQuerySchema.safeParse(req.query)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const products: ApiProductSales[] = await productSales(req.scope, parsed.data.start, parsed.data.end, 10)
  res.json({ products })
}
