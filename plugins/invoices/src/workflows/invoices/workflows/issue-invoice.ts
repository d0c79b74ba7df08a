import { createWorkflow, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { issueInvoiceStep, type IssueInvoiceInput } from "../steps/issue-invoice"

/** Issues the invoice of an order that became PAYED (card settled, or transfer recorded by staff). */
export const issueInvoiceWorkflow = createWorkflow("issue-invoice", (input: WorkflowData<IssueInvoiceInput>) => {
  return new WorkflowResponse(issueInvoiceStep(input))
})
