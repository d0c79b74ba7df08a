import { createWorkflow, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { createOrderStateStep, type CreateOrderStateInput } from "../steps/create-order-state"

/** A new order enters the machine in CHECK_OUT (created, no payment succeeded yet); a second run changes nothing. */
export const initializeOrderStateWorkflow = createWorkflow(
  "initialize-order-state",
  (input: WorkflowData<CreateOrderStateInput>) => new WorkflowResponse(createOrderStateStep(input))
)
