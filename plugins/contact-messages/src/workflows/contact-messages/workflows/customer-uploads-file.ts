import { createWorkflow, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import type { CheckedUpload } from "../../../lib/contact/files"
import { storeMessageFileStep } from "../steps/store-message-file"

/** POST /api/files once checked and counted: the file stored privately, unattached (purged after a day if it stays so). */
export const customerUploadsFileWorkflow = createWorkflow("contact-customer-uploads-file", (input: WorkflowData<CheckedUpload>) => {
  return new WorkflowResponse(storeMessageFileStep(input))
})
