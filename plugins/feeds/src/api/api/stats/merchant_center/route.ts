import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ApiMerchantCenter } from "@shop/shared"
import { publishedProducts } from "../../../../lib/catalogue"
import { googleRefusals } from "../../../../lib/google-feed"

/** GET /api/stats/merchant_center (any admin): published products, how many the Google feed carries, why not the rest. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const products = await publishedProducts(req.scope)
  const refused = products.map((p) => ({ id: p.id, title: p.title, reasons: googleRefusals(p) })).filter((p) => p.reasons.length > 0)
  const answer: ApiMerchantCenter = { published: products.length, inFeed: products.length - refused.length, refused }
  res.json(answer)
}
