import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_NOT_FOUND } from "@shop/shared"
import { withdrawalFacts } from "../../../lib/facts"
import { chosenLines, withdrawalRefusal, type OrderLine } from "../../../lib/rules"

export type CheckWithdrawalInput = { order_id: string; lines?: { id: string; quantity: number }[]; requested_at: string }
export type CheckedWithdrawal = { order_number: string; lines: OrderLine[] | null }

/** The rules of lib/rules.ts on the order as it is now: pro, state, period, one request, the chosen lines. */
export const checkWithdrawalStep = createStep("withdrawal-check", async (input: CheckWithdrawalInput, { container }) => {
  const found = await withdrawalFacts(container, input.order_id)
  if (!found) throw new MedusaError(MedusaError.Types.NOT_FOUND, ORDER_NOT_FOUND)
  const refusal = withdrawalRefusal(found.facts, new Date(input.requested_at))
  if (refusal) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, refusal)
  const lines = chosenLines(found.order.items, input.lines)
  if (!lines.ok) throw new MedusaError(MedusaError.Types.INVALID_DATA, lines.message)
  return new StepResponse<CheckedWithdrawal>({ order_number: found.order.number, lines: lines.lines })
})
