import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendError, sendValidationError } from "@shop/server-kit"
import { PRODUCT_DESK_TEXTS, productIdSchema, productUpdateSchema, type ApiAdminProduct } from "@shop/shared"
import { answerRefusal } from "../../../../lib/answers"
import { readDeskProduct, toApiAdminProduct } from "../../../../lib/read"
import { deleteDeskProductWorkflow } from "../../../../workflows/product-desk/workflows/delete-product"
import { updateDeskProductWorkflow } from "../../../../workflows/product-desk/workflows/update-product"

async function answerProduct(req: MedusaRequest, res: MedusaResponse, id: string): Promise<void> {
  const record = await readDeskProduct(req.scope, id)
  if (!record) return sendError(res, 404, PRODUCT_DESK_TEXTS.notFound)
  const answer: ApiAdminProduct = toApiAdminProduct(record)
  res.json(answer)
}

/** GET /api/products/{id}. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const id = productIdSchema.safeParse(req.params.id)
  if (!id.success) return sendValidationError(res, id.error)
  await answerProduct(req, res, id.data)
}

/** PUT /api/products/{id}: the fields sent (texts, price in cents TTC, stock, images, status, category, EAN). */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const id = productIdSchema.safeParse(req.params.id)
  if (!id.success) return sendValidationError(res, id.error)
  const change = productUpdateSchema.safeParse(req.body)
  if (!change.success) return sendValidationError(res, change.error)
  const { errors } = await updateDeskProductWorkflow(req.scope).run({ input: { id: id.data, change: change.data }, throwOnError: false })
  if (errors.length) return answerRefusal(res, errors)
  await answerProduct(req, res, id.data)
}

/** DELETE /api/products/{id}: soft delete (orders keep their lines); the product leaves search and its page. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const id = productIdSchema.safeParse(req.params.id)
  if (!id.success) return sendValidationError(res, id.error)
  const { errors } = await deleteDeskProductWorkflow(req.scope).run({ input: id.data, throwOnError: false })
  if (errors.length) return answerRefusal(res, errors)
  res.json({ id: id.data, deleted: true })
}
