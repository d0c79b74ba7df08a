import { createWorkflow, transform, when, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { findProGroupStep } from "@shop/compat-api/workflows/account/steps/find-pro-group"
import { updatePersonalDataWorkflow } from "@shop/compat-api/workflows/account/workflows/update-personal-data"
import { recomputeLoyaltyTierWorkflow } from "@shop/pro-pricing/workflows"
import type { StaffUserChanges } from "../../../lib/users/changes"
import { setProMembershipStep } from "../steps/set-pro-membership"

/**
 * `PUT /api/users/{id}` by staff holding `users`, in one piece: the personal data and pro fields (the same
 * compensated workflow as `PUT /api/me`), the `pro` group membership, and when the pro flag changed the loyalty
 * tier recomputed (a former pro leaves their tier group). A failing step puts every earlier one back, so the
 * customer's metadata never says pro while the group says otherwise.
 */
export const staffUpdatesCustomerWorkflow = createWorkflow(
  "customer-desk-staff-updates-customer",
  (input: WorkflowData<StaffUserChanges>) => {
    // Found first: without the seeded group nothing is written.
    const proGroupId = findProGroupStep()
    updatePersonalDataWorkflow.runAsStep({ input })
    setProMembershipStep(
      transform({ input, proGroupId }, ({ input, proGroupId }) => ({ customer_id: input.customerId, group_id: proGroupId, member: input.pro.member }))
    )
    when("customer-desk-pro-flag-changed", { input }, ({ input }) => input.pro.changed).then(() => {
      recomputeLoyaltyTierWorkflow.runAsStep({ input: transform({ input }, ({ input }) => ({ customer_id: input.customerId })) })
    })
    return new WorkflowResponse(transform({ input }, ({ input }) => ({ id: input.customerId })))
  }
)
