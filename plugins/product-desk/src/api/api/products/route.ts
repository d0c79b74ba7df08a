import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendValidationError } from "@shop/server-kit"
import { productCreateSchema, productListQuerySchema, type ApiAdminProduct, type ApiAdminProductList } from "@shop/shared"
import { answerRefusal } from "../../../lib/answers"
import { listDeskProducts, readDeskProduct, toApiAdminProduct } from "../../../lib/read"
import { createDeskProductWorkflow } from "../../../workflows/product-desk/workflows/create-product"

/** GET /api/products/?q=&page=: every product (drafts too), newest change first, 25 a page; q = text or EAN. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = productListQuerySchema.safeParse(req.query ?? {})
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const answer: ApiAdminProductList = await listDeskProducts(req.scope, parsed.data.q, parsed.data.page)
  res.json(answer)
}

/** PUT /api/products/ (spec 7: create): EAN, title, price (cents TTC), stock, category required; 201 with the product. */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = productCreateSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const { result, errors } = await createDeskProductWorkflow(req.scope).run({ input: parsed.data, throwOnError: false })
  if (errors.length) return answerRefusal(res, errors)
  const record = await readDeskProduct(req.scope, result)
  const answer: ApiAdminProduct = toApiAdminProduct(record!)
  res.status(201).json(answer)
}
