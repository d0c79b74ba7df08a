import { createWorkflow, transform, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import type { QuoteCaller } from "../../../lib/access"
import { addQuoteCommentStep } from "../steps/add-quote-comment"
import { checkQuoteActionStep } from "../steps/check-quote-action"

export type CommentQuoteInput = { quote: string; caller: QuoteCaller; content: string }

/** PUT /api/quotes/comment {ref, content}: a comment by the pro (own quote) or staff; the state does not change. */
export const commentQuoteWorkflow = createWorkflow("quotes-comment-quote", (input: WorkflowData<CommentQuoteInput>) => {
  const checked = checkQuoteActionStep(transform({ input }, ({ input }) => ({ quote: input.quote, caller: input.caller, action: "comment" as const })))
  addQuoteCommentStep(
    transform({ checked, input }, ({ checked, input }) => ({
      quote_id: checked.quote.id,
      author: input.caller.kind === "staff" ? ("staff" as const) : ("pro" as const),
      actor_id: input.caller.kind === "staff" ? input.caller.userId : input.caller.customerId,
      content: input.content,
    }))
  )
  return new WorkflowResponse(transform({ checked }, ({ checked }) => checked.quote))
})
