import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ApiProductHighlights } from "@shop/shared"
import { highlightedProducts } from "../../../../lib/search/search"

/** GET /api/product/highlights: the best sellers ('Nos meilleures ventes' of the homepage), in order. */
export async function GET(req: MedusaRequest, res: MedusaResponse<ApiProductHighlights>): Promise<void> {
  res.json({ products: await highlightedProducts(req.scope) })
}
