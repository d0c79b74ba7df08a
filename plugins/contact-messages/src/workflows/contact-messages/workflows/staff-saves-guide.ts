import { createWorkflow, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import type { QuickResponse, StaffGuideTag } from "@shop/shared"
import { saveGuideStep } from "../steps/save-guide"

/** `PUT /api/guide/{tag}` by staff holding `messages`: the quick answers replaced as a whole list. */
export const staffSavesGuideWorkflow = createWorkflow(
  "contact-staff-saves-guide",
  (input: WorkflowData<{ tag: StaffGuideTag; quickResponses: QuickResponse[] }>) => {
    saveGuideStep(input)
    return new WorkflowResponse(undefined)
  }
)
