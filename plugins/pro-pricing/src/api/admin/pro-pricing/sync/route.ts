import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { syncAllProPrices } from "../../../../lib/sync"

/** POST /admin/pro-pricing/sync: staff bring every pro price in line with the catalogue now. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse): Promise<void> {
  const result = await syncAllProPrices(req.scope)
  res.json({ sync: result })
}
