import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendError } from "@shop/server-kit"
import { applyImport, receiveKeyedCsv } from "@shop/product-desk"
import { publishedProducts } from "../../../../lib/catalogue"
import { MANO_MAX_BYTES, MANO_TEXTS, manoPriceCsv, planManoImport } from "../../../../lib/mano"
import { homeDeliveryCents } from "../../../../lib/shipping"

/** GET /api/flux/mano (staff, grant extern): the ManoMano price feed, a `;` CSV of every published product. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const [products, shippingCents] = await Promise.all([publishedProducts(req.scope), homeDeliveryCents(req.scope)])
  res.setHeader("Content-Type", "text/csv; charset=utf-8")
  res.setHeader("Content-Disposition", 'attachment; filename="manomano-prix.csv"')
  res.setHeader("Cache-Control", "no-store")
  res.send(manoPriceCsv(products, shippingCents))
}

/**
 * POST /api/flux/mano (spec 7: "CSV upload with api key"): ManoMano's item file with the catalogue import's key,
 * received as PUT /api/product/ receives its file (401 / 400 / 413 in French). Each row is applied by the product
 * import (created or updated by EAN, image_1…image_7 as up to 7 images) or refused with its French reason; 200 with
 * every row's result.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const bytes = await receiveKeyedCsv(req, res, MANO_MAX_BYTES, MANO_TEXTS)
  if (!bytes) return
  const plan = planManoImport(bytes)
  if (!plan.ok) return sendError(res, 400, plan.message)
  res.json(await applyImport(req.scope, plan.rows))
}
