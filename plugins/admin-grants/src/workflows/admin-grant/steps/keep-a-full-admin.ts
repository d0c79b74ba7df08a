import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { takesLastFullAdmin } from "../../../lib/full-admin"
import { ADMIN_GRANT_MESSAGES } from "../../../lib/messages"
import type { StaffGrants } from "../../../lib/validation"

/**
 * Refuses (NOT_ALLOWED) a change that would leave the shop without a staff member holding every grant: nobody
 * could give grants back any more. Reads the existing staff users (a deleted user's grants do not count).
 */
export const keepAFullAdminStep = createStep("keep-a-full-admin", async (input: StaffGrants, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "user", fields: ["id", "admin_grant.grants"] })
  const staff = (data as { id: string; admin_grant?: { grants?: unknown } | null }[]).map((user) => ({
    id: user.id,
    grants: user.admin_grant?.grants,
  }))
  if (takesLastFullAdmin(input.user_id, input.grants, staff)) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, ADMIN_GRANT_MESSAGES.lastFullAdmin)
  }
  return new StepResponse(true)
})
