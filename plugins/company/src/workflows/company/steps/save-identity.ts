import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { CompanyIdentity } from "@shop/shared"
import { COMPANY_RECORD_KEY, companyService, storedIdentityRow } from "../../../lib/identity"

type Undo = { id: string; created: boolean; identity: unknown; updated_by: string | null }

/** Creates or replaces the one identity row; compensation writes the previous identity back (or removes the row). */
export const saveCompanyIdentityStep = createStep(
  "company-save-identity",
  async (input: { identity: CompanyIdentity; staff_user_id: string }, { container }) => {
    const service = companyService(container)
    const before = await storedIdentityRow(container)
    if (before) {
      await service.updateCompanyIdentityRecords({ id: before.id, identity: input.identity as never, updated_by: input.staff_user_id })
      return new StepResponse(undefined, { id: before.id, created: false, identity: before.identity, updated_by: before.updated_by } as Undo)
    }
    const created = await service.createCompanyIdentityRecords({ key: COMPANY_RECORD_KEY, identity: input.identity as never, updated_by: input.staff_user_id })
    return new StepResponse(undefined, { id: created.id, created: true, identity: null, updated_by: null } as Undo)
  },
  async (undo, { container }) => {
    if (!undo) return
    const service = companyService(container)
    if (undo.created) await service.deleteCompanyIdentityRecords([undo.id])
    else await service.updateCompanyIdentityRecords({ id: undo.id, identity: undo.identity as never, updated_by: undo.updated_by })
  }
)
