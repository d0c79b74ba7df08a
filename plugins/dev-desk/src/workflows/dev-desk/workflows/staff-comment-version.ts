import { createWorkflow, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { commentVersionStep } from "../steps/version-steps"

/** PUT /api/versions/{id} {comments}: the staff's comment on a deployed version (who and when kept). */
export const staffCommentVersionWorkflow = createWorkflow(
  "dev-desk-staff-comment-version",
  (input: WorkflowData<{ id: string; staff_user_id: string; comments: string }>) => new WorkflowResponse(commentVersionStep(input))
)
