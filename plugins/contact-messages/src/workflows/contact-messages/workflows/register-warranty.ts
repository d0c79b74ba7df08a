import { createWorkflow, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { registerWarrantyStep, type NewWarranty } from "../steps/register-warranty"

/** POST /api/waranty once validated and counted. */
export const registerWarrantyWorkflow = createWorkflow("contact-register-warranty", (input: WorkflowData<NewWarranty>) =>
  new WorkflowResponse(registerWarrantyStep(input))
)
