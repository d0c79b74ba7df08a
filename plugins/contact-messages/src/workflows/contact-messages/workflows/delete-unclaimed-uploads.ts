import { createWorkflow, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { deleteUnclaimedUploadsStep, type UnclaimedUploadsPurge } from "../steps/delete-unclaimed-uploads"

/** The scheduled purge (jobs/delete-unclaimed-uploads.ts): uploads no message claimed, older than the cut-off. */
export const deleteUnclaimedUploadsWorkflow = createWorkflow(
  "contact-delete-unclaimed-uploads",
  (input: WorkflowData<UnclaimedUploadsPurge>) => new WorkflowResponse(deleteUnclaimedUploadsStep(input))
)
