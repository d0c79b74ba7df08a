import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { sendError, sendValidationError, staffUserIdOf } from "@shop/server-kit"
import { staffGrantsBodySchema } from "@shop/shared"
import { ADMIN_GRANT_MESSAGES } from "../../../../../lib/messages"
import { staffMember } from "../../../../../lib/staff-members"
import { setStaffGrantsWorkflow } from "../../../../../workflows"

const STATUS_OF: Record<string, number> = {
  [MedusaError.Types.INVALID_DATA]: 400,
  [MedusaError.Types.NOT_FOUND]: 404,
  [MedusaError.Types.NOT_ALLOWED]: 409,
}

/**
 * PUT /api/admin/staff/{id} {grants}: the whole list of grants of a staff member (needs every grant). 400 for a bad
 * body, 404 for an unknown member, 409 when the change would leave no staff member holding every grant (the shop
 * locked out); nothing changes then. Answers the member as the list shows them.
 */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = staffGrantsBodySchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const id = String(req.params.id ?? "")
  const { errors } = await setStaffGrantsWorkflow(req.scope).run({
    input: { user_id: id, grants: parsed.data.grants },
    throwOnError: false,
  })
  const error = errors[0]?.error as { type?: string; message?: string } | undefined
  if (error) {
    const status = STATUS_OF[error.type ?? ""]
    if (!status) throw Object.assign(new Error(error.message ?? "set-staff-grants failed"), error)
    return sendError(res, status, status === 404 ? ADMIN_GRANT_MESSAGES.staffUserNotFound : error.message ?? ADMIN_GRANT_MESSAGES.accessDenied)
  }
  const member = await staffMember(req.scope, id, staffUserIdOf(req) ?? "")
  if (!member) return sendError(res, 404, ADMIN_GRANT_MESSAGES.staffUserNotFound)
  res.json(member)
}
