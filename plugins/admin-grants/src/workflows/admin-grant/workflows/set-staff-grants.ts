import { createWorkflow, transform, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { isAdmin, type Grant } from "../../../lib/grants"
import type { SetStaffGrantsInput } from "../../../lib/validation"
import { validateStaffGrantsStep } from "../steps/validate-staff-grants"
import { writeStaffGrantsStep } from "../steps/write-staff-grants"

export type SetStaffGrantsResult = { user_id: string; grants: Grant[]; isAdmin: boolean }

/**
 * An admin (later: one holding `users`) sets the whole list of a staff user's grants. An empty list keeps
 * the row and makes the user a non-admin. INVALID_DATA for an unknown grant, NOT_FOUND for an unknown user.
 */
export const setStaffGrantsWorkflow = createWorkflow(
  "set-staff-grants",
  (input: WorkflowData<SetStaffGrantsInput>) => {
    const valid = validateStaffGrantsStep(input)
    const grants = writeStaffGrantsStep(valid)
    const result = transform({ valid, grants }, ({ valid, grants }): SetStaffGrantsResult => ({
      user_id: valid.user_id,
      grants,
      isAdmin: isAdmin(grants),
    }))
    return new WorkflowResponse(result)
  }
)
