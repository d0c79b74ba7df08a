import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { withdrawalService } from "../../../lib/facts"
import type { OrderLine } from "../../../lib/rules"

export type RecordWithdrawalInput = {
  order_id: string
  order_number: string
  email: string
  name: string
  address: string
  ordered_on: string | null
  received_on: string | null
  declaration: string
  comment: string | null
  lines: OrderLine[] | null
  requested_at: string
}

/** Writes the declaration (the unique order_id makes a second one at the same instant fail). */
export const recordWithdrawalStep = createStep(
  "withdrawal-record",
  async (input: RecordWithdrawalInput, { container }) => {
    const created = await withdrawalService(container).createWithdrawalRequests({
      ...input,
      lines: input.lines as unknown as Record<string, unknown> | null,
      requested_at: new Date(input.requested_at),
    })
    return new StepResponse({ id: created.id }, created.id)
  },
  async (id, { container }) => {
    if (id) await withdrawalService(container).deleteWithdrawalRequests([id])
  }
)
