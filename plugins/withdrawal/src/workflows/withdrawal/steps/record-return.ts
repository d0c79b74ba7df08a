import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { requestOf, withdrawalService } from "../../../lib/facts"
import { WITHDRAWAL_REFUSALS } from "../../../lib/messages"

export type RecordReturnInput = { order_id: string; staff_id: string; note: string | null }

/** Staff: the goods of a withdrawn order came back (once); the refund itself is the order desk's refund route. */
export const recordReturnStep = createStep(
  "withdrawal-record-return",
  async (input: RecordReturnInput, { container }) => {
    const request = await requestOf(container, input.order_id)
    if (!request) throw new MedusaError(MedusaError.Types.NOT_FOUND, WITHDRAWAL_REFUSALS.noRequest)
    if (request.returned_at) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, WITHDRAWAL_REFUSALS.alreadyReturned)
    await withdrawalService(container).updateWithdrawalRequests({
      id: request.id,
      returned_at: new Date(),
      returned_by: input.staff_id,
      return_note: input.note,
    })
    return new StepResponse({ id: request.id }, request.id)
  },
  async (id, { container }) => {
    if (id) await withdrawalService(container).updateWithdrawalRequests({ id, returned_at: null, returned_by: null, return_note: null })
  }
)
