import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ApiSalesPeriod } from "@shop/shared"
import { salesPer } from "../../../../lib/stats"

/** GET /api/stats/history (any admin): paid orders and totals TTC per year ('YYYY') since the shop opened. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const years: ApiSalesPeriod[] = await salesPer(req.scope, "year", null)
  res.json({ years })
}
