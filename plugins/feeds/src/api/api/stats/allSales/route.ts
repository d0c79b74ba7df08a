import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendValidationError } from "@shop/server-kit"
import { statsRangeQuerySchema, type ApiProductSales } from "@shop/shared"
import { productSales } from "../../../../lib/stats"

/** GET /api/stats/allSales?start=&end= (any admin): every product sold in the period, most units first, with their amount TTC in cents. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = statsRangeQuerySchema.safeParse(req.query)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const products: ApiProductSales[] = await productSales(req.scope, parsed.data.start, parsed.data.end, null)
  res.json({ products })
}
