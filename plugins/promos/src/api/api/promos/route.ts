import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendValidationError } from "@shop/server-kit"
import { promoCreateSchema, promoListQuerySchema, type ApiPromo, type ApiPromoList } from "@shop/shared"
import { answerRefusal } from "../../../lib/answers"
import { listApiPromos, proGroupId, readApiPromo } from "../../../lib/read"
import { createPromoWorkflow } from "../../../workflows/promos/workflows/create-promo"

/** GET /api/promos?search=&page=: the code promotions, newest first, 50 a page. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = promoListQuerySchema.safeParse(req.query ?? {})
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const answer: ApiPromoList = await listApiPromos(req.scope, parsed.data.search, parsed.data.page)
  res.json(answer)
}

/** POST /api/promos: a new code (shared schema, French 400), created by one compensated workflow; 201 with the promo. */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = promoCreateSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const { result, errors } = await createPromoWorkflow(req.scope).run({
    input: { promo: parsed.data, proGroupId: await proGroupId(req.scope) },
    throwOnError: false,
  })
  if (errors.length) return answerRefusal(res, errors)
  const promo: ApiPromo | null = await readApiPromo(req.scope, result)
  res.status(201).json(promo)
}
