import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MultipartError, readMultipart, sameSecret, sendError } from "@shop/server-kit"
import { IMPORT_TEXTS, productImportApiKey } from "@shop/product-desk"
import { applyImport } from "@shop/product-desk/lib/import"
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
 * POST /api/flux/mano (spec 7: "CSV upload with api key"): ManoMano's item file in the part `file`, the catalogue
 * import's key in `X-Api-Key` (checked before the body is read) or the form field `apiKey`, as PUT /api/product/.
 * Each row is applied by the product import (created or updated by EAN, image_1…image_7 as up to 7 images) or
 * refused with its French reason; 200 with every row's result.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const expected = productImportApiKey(process.env)
  const headerKey = req.headers["x-api-key"]
  if (headerKey !== undefined && !sameSecret(headerKey, expected)) {
    req.resume()
    return sendError(res, 401, IMPORT_TEXTS.keyRefused)
  }
  let body
  try {
    body = await readMultipart(req, MANO_MAX_BYTES)
  } catch (error) {
    if (error instanceof MultipartError) return sendError(res, 400, MANO_TEXTS.noFile)
    throw error
  }
  if (headerKey === undefined && !sameSecret(body.fields.apiKey, expected)) return sendError(res, 401, IMPORT_TEXTS.keyRefused)
  if (!body.file) return sendError(res, 400, MANO_TEXTS.noFile)
  if (body.file.tooLarge) return sendError(res, 413, MANO_TEXTS.tooLarge)
  const plan = planManoImport(body.file.bytes)
  if (!plan.ok) return sendError(res, 400, plan.message)
  res.json(await applyImport(req.scope, plan.rows))
}
