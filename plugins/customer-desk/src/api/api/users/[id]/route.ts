import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { STAFF_DESK_TEXTS, staffUserUpdateSchema } from "@shop/shared"
import { sendError, sendValidationError } from "@shop/server-kit"
import { staffUserChanges } from "../../../../lib/users/changes"
import { customerDetail, loadCustomer } from "../../../../lib/users/queries"
import { staffUpdatesCustomerWorkflow } from "../../../../workflows/customer-desk/workflows/staff-updates-customer"

/** GET /api/users/{id} (grant `users`): personal data, pro fields, loyalty tier, orders and threads. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const detail = await customerDetail(req.scope, req.params.id)
  if (!detail) return sendError(res, 404, STAFF_DESK_TEXTS.userNotFound)
  res.status(200).json(detail)
}

/**
 * PUT /api/users/{id} (grant `users`): the personal data with the rules of `PUT /api/me`, the pro flag with the
 * sign-up's (company and valid SIRET), VAT number and the "pro vérifié" box. The e-mail is the login: a
 * different one is refused (400), nothing written. Answers the new detail.
 */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = staffUserUpdateSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const customer = await loadCustomer(req.scope, req.params.id)
  if (!customer) return sendError(res, 404, STAFF_DESK_TEXTS.userNotFound)
  if (parsed.data.email !== undefined && parsed.data.email !== customer.email?.toLowerCase()) {
    res.status(400).json({ message: STAFF_DESK_TEXTS.emailChangeRefused, fields: { email: STAFF_DESK_TEXTS.emailChangeRefused } })
    return
  }
  await staffUpdatesCustomerWorkflow(req.scope).run({ input: staffUserChanges(customer, parsed.data, new Date()) })
  res.status(200).json(await customerDetail(req.scope, customer.id))
}
