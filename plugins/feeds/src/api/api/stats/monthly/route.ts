import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ApiSalesPeriod } from "@shop/shared"
import { salesPer } from "../../../../lib/stats"
import { lastDays } from "../../../../lib/stats-range"

/** GET /api/stats/monthly (any admin): paid orders and totals TTC per month ('YYYY-MM') over the last 12 months. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const since = `${lastDays(366, new Date()).start.slice(0, 7)}-01`
  const months: ApiSalesPeriod[] = await salesPer(req.scope, "month", since)
  res.json({ months })
}
