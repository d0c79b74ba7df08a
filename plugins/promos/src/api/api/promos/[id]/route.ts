import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendError, sendValidationError } from "@shop/server-kit"
import { mergePromoUpdate, promoIdSchema, promoUpdateSchema, PROMO_TEXTS, type ApiPromo } from "@shop/shared"
import { answerRefusal } from "../../../../lib/answers"
import { toStaffPromo } from "../../../../lib/medusa-promotion"
import { proGroupId, readApiPromo, readPromotion } from "../../../../lib/read"
import { deletePromoWorkflow } from "../../../../workflows/promos/workflows/delete-promo"
import { updatePromoWorkflow } from "../../../../workflows/promos/workflows/update-promo"

/** GET /api/promos/{id}: one code promotion. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const id = promoIdSchema.safeParse(req.params.id)
  if (!id.success) return sendValidationError(res, id.error)
  const promo: ApiPromo | null = await readApiPromo(req.scope, id.data)
  if (!promo) return sendError(res, 404, PROMO_TEXTS.notFound)
  res.json(promo)
}

/**
 * PUT /api/promos/{id}: the fields sent change; the result is checked whole with the creation's rules (a fixed
 * amount turned into a percentage over 100 is refused), then written by one compensated workflow.
 */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const id = promoIdSchema.safeParse(req.params.id)
  if (!id.success) return sendValidationError(res, id.error)
  const change = promoUpdateSchema.safeParse(req.body)
  if (!change.success) return sendValidationError(res, change.error)
  const [record, groupId] = await Promise.all([readPromotion(req.scope, id.data), proGroupId(req.scope)])
  if (!record) return sendError(res, 404, PROMO_TEXTS.notFound)
  const merged = mergePromoUpdate(toStaffPromo(record, groupId), change.data)
  if (!merged.success) return sendValidationError(res, merged.error)
  const { errors } = await updatePromoWorkflow(req.scope).run({
    input: { id: id.data, promo: merged.data, proGroupId: groupId },
    throwOnError: false,
  })
  if (errors.length) return answerRefusal(res, errors)
  res.json(await readApiPromo(req.scope, id.data))
}

/** DELETE /api/promos/{id}: the code stops working at once (soft delete, orders keep their discount). */
export async function DELETE(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const id = promoIdSchema.safeParse(req.params.id)
  if (!id.success) return sendValidationError(res, id.error)
  const { errors } = await deletePromoWorkflow(req.scope).run({ input: id.data, throwOnError: false })
  if (errors.length) return answerRefusal(res, errors)
  res.json({ id: id.data, deleted: true })
}
