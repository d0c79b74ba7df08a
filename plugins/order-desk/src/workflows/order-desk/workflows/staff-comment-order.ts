import { createWorkflow, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { addOrderCommentStep, type AddCommentInput } from "../steps/add-comment"

/** A staff-only note on an order (author and date kept); never shown to the customer. */
export const staffCommentOrderWorkflow = createWorkflow("order-desk-staff-comment-order", (input: WorkflowData<AddCommentInput>) => {
  return new WorkflowResponse(addOrderCommentStep(input))
})
