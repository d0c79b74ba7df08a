import { createWorkflow, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import type { CompanyIdentity } from "@shop/shared"
import { saveCompanyIdentityStep } from "../steps/save-identity"

/** `PUT /api/guide/societe` by staff holding `legal`: the whole identity replaced (already checked by the schema). */
export const staffSavesCompanyIdentityWorkflow = createWorkflow(
  "company-staff-saves-identity",
  (input: WorkflowData<{ identity: CompanyIdentity; staff_user_id: string }>) => {
    saveCompanyIdentityStep(input)
    return new WorkflowResponse(undefined)
  }
)
