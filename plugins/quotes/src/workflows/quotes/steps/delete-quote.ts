import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { quotesService } from "../../../lib/records"

/** Staff delete: the quote leaves every list (soft delete; its number stays taken). Compensation restores it. */
export const deleteQuoteStep = createStep(
  "quotes-delete-quote",
  async (id: string, { container }) => {
    await quotesService(container).softDeleteQuotes([id])
    return new StepResponse(id, id)
  },
  async (id, { container }) => {
    if (id) await quotesService(container).restoreQuotes([id])
  }
)
