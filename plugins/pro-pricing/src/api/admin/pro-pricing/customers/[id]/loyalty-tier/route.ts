import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { recomputeLoyaltyTier } from "../../../../../../lib/loyalty"

/**
 * POST /admin/pro-pricing/customers/{id}/loyalty-tier: staff recompute one customer's tier now
 * (Medusa's admin authentication guards every /admin route). Answers the customer's standing.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse): Promise<void> {
  const standing = await recomputeLoyaltyTier(req.scope, req.params.id)
  res.json({ loyalty: standing })
}
