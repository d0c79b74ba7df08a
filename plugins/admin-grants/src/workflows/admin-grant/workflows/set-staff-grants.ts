import { createWorkflow, transform, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { isAdmin, type Grant } from "../../../lib/grants"
import type { SetStaffGrantsInput } from "../../../lib/validation"
import { keepAFullAdminStep } from "../steps/keep-a-full-admin"
import { validateStaffGrantsStep } from "../steps/validate-staff-grants"
import { writeStaffGrantsStep } from "../steps/write-staff-grants"

export type SetStaffGrantsResult = { user_id: string; grants: Grant[]; isAdmin: boolean }

/**
 * A full admin (the back-office's `PUT /api/admin/staff/{id}`, the seed) sets the whole list of a staff user's
 * grants. An empty list keeps the row and makes the user a non-admin. INVALID_DATA for an unknown grant, NOT_FOUND
 * for an unknown user, NOT_ALLOWED when the change would leave no staff user holding every grant.
 */
export const setStaffGrantsWorkflow = createWorkflow(
  "set-staff-grants",
  (input: WorkflowData<SetStaffGrantsInput>) => {
    const valid = validateStaffGrantsStep(input)
    keepAFullAdminStep(valid)
    const grants = writeStaffGrantsStep(valid)
    const result = transform({ valid, grants }, ({ valid, grants }): SetStaffGrantsResult => ({
      user_id: valid.user_id,
      grants,
      isAdmin: isAdmin(grants),
    }))
    return new WorkflowResponse(result)
  }
)
