import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { quotesService } from "../../../lib/records"

export type AddQuoteCommentInput = { quote_id: string; author: "pro" | "staff"; actor_id: string; content: string }

export const addQuoteCommentStep = createStep(
  "quotes-add-comment",
  async (input: AddQuoteCommentInput, { container }) => {
    const comment = await quotesService(container).createQuoteComments(input)
    return new StepResponse({ id: comment.id }, comment.id)
  },
  async (id, { container }) => {
    if (id) await quotesService(container).deleteQuoteComments([id])
  }
)
