import { createWorkflow, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { recordReturnStep, type RecordReturnInput } from "../steps/record-return"

/** Staff record that the withdrawn goods came back (the refund goes through POST /api/order/refund/{id}). */
export const staffRecordReturnWorkflow = createWorkflow("withdrawal-staff-record-return", (input: WorkflowData<RecordReturnInput>) => {
  return new WorkflowResponse(recordReturnStep(input))
})
