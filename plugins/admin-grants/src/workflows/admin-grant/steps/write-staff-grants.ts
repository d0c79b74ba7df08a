import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Grant } from "../../../lib/grants"
import type { StaffGrants } from "../../../lib/validation"
import { ADMIN_GRANT_MODULE } from "../../../modules/admin-grant"
import type AdminGrantModuleService from "../../../modules/admin-grant/service"

// What compensation needs: the row to remove (it did not exist) or the list to put back.
type Undo = { created: true; id: string } | { created: false; id: string; previous: string[] }

/** Replaces the user's whole list of grants (one row per user, made on first use). */
export const writeStaffGrantsStep = createStep(
  "write-staff-grants",
  async (input: StaffGrants, { container }) => {
    const service = container.resolve<AdminGrantModuleService>(ADMIN_GRANT_MODULE)
    const [existing] = await service.listAdminGrants({ user_id: input.user_id }, { take: 1 })
    if (existing) {
      await service.updateAdminGrants({ id: existing.id, grants: input.grants })
      return new StepResponse<Grant[], Undo>(input.grants, {
        created: false,
        id: existing.id,
        previous: (existing.grants ?? []) as string[],
      })
    }
    const created = await service.createAdminGrants({ user_id: input.user_id, grants: input.grants })
    return new StepResponse<Grant[], Undo>(input.grants, { created: true, id: created.id })
  },
  async (undo, { container }) => {
    if (!undo) return
    const service = container.resolve<AdminGrantModuleService>(ADMIN_GRANT_MODULE)
    if (undo.created) await service.deleteAdminGrants([undo.id])
    else await service.updateAdminGrants({ id: undo.id, grants: undo.previous })
  }
)
