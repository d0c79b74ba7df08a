import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { WARRANTY_REGISTERED, warrantySchema, type ApiWarrantyRegistered } from "@shop/shared"
import { sendValidationError } from "@shop/server-kit"
import { WARRANTY_LIMIT } from "../../../lib/contact/limit"
import { withinLimit } from "../../../lib/contact/limit-answer"
import { THREAD_TEXTS } from "../../../lib/contact/texts"
import { registerWarrantyWorkflow } from "../../../workflows/contact-messages/workflows/register-warranty"

/** POST /api/waranty {email, source, reference, firstName, lastName} (the spec's spelling): stored, 201. */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = warrantySchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  if (!(await withinLimit(req, res, "waranty", WARRANTY_LIMIT, parsed.data.email, THREAD_TEXTS.tooManyWarranties))) return
  const { email, source, reference, firstName, lastName } = parsed.data
  const { result } = await registerWarrantyWorkflow(req.scope).run({
    input: { email, source, reference, first_name: firstName, last_name: lastName },
  })
  const answer: ApiWarrantyRegistered = { id: result.id, message: WARRANTY_REGISTERED }
  res.status(201).json(answer)
}
