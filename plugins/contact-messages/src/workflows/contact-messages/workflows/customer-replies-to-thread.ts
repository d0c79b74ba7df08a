import { createWorkflow, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { addMessageStep } from "../steps/add-message"
import { claimMessageFileStep } from "../steps/claim-message-file"
import { setThreadStateStep } from "../steps/set-thread-state"

export type CustomerRepliesInput = { thread_id: string; content: string; file_id?: string }

/** PUT /api/messages/{id}?secret= once the caller may open the thread: the reply, its upload attached once, the thread `new` again. */
export const customerRepliesToThreadWorkflow = createWorkflow(
  "contact-customer-replies-to-thread",
  (input: WorkflowData<CustomerRepliesInput>) => {
    const created = addMessageStep({ thread_id: input.thread_id, author: "customer", content: input.content })
    claimMessageFileStep({ file_id: input.file_id, thread_id: input.thread_id, message_id: created.id })
    // waiting for the staff again, even a closed thread: a customer's question is never hidden
    setThreadStateStep({ thread_id: input.thread_id, state: "new" })
    return new WorkflowResponse(created)
  }
)
