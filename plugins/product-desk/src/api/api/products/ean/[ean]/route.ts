import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendError, sendValidationError } from "@shop/server-kit"
import { PRODUCT_DESK_TEXTS, productEanSchema, type ApiAdminProduct } from "@shop/shared"
import { productIdByEan, readDeskProduct, toApiAdminProduct } from "../../../../../lib/read"

/** GET /api/products/ean/{ean}: the product (draft or published) carrying this EAN-13; 404 'Produit introuvable'. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const ean = productEanSchema.safeParse(req.params.ean)
  if (!ean.success) return sendValidationError(res, ean.error)
  const id = await productIdByEan(req.scope, ean.data)
  const record = id ? await readDeskProduct(req.scope, id) : null
  if (!record) return sendError(res, 404, PRODUCT_DESK_TEXTS.notFound)
  const answer: ApiAdminProduct = toApiAdminProduct(record)
  res.json(answer)
}
