import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { checkoutOptions } from "@shop/checkout/lib/options"
import { ORDER_NOT_FOUND, type ApiWithdrawal, type WithdrawalRequestInput } from "@shop/shared"
import { customerWithdrawWorkflow, staffRecordReturnWorkflow } from "../workflows"
import { declarationText, toApiWithdrawal } from "./answer"
import { requestOf, type WithdrawalOrder } from "./facts"
import { sendWithdrawalAcknowledgement } from "./mail"
import { WITHDRAWAL_REFUSALS } from "./messages"

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: 400 | 404 | 409; message: string }

const STATUS: Record<string, 400 | 404 | 409> = {
  [MedusaError.Types.NOT_FOUND]: 404,
  [MedusaError.Types.NOT_ALLOWED]: 400,
  [MedusaError.Types.INVALID_DATA]: 400,
}

const FIXED = new Set<unknown>([ORDER_NOT_FOUND, ...Object.values(WITHDRAWAL_REFUSALS)])
/** Only our French texts reach the customer, never an English error of Medusa's with the same type. */
const isOurs = (message: string) =>
  FIXED.has(message) || message.startsWith("Le délai de rétractation ") || message.startsWith("Vous ne pouvez pas renvoyer ")

const isDuplicate = (message: string) => /23505|duplicate key|unique constraint|already exists/i.test(message)

/** A workflow's French refusal as an answer; anything else is a real failure (rethrown: 500, logged). */
async function refusing<T>(run: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await run() }
  } catch (error) {
    const message = String((error as { message?: unknown } | null)?.message ?? "")
    const type = String((error as { type?: unknown } | null)?.type ?? "")
    // Two declarations of one order at the same instant: the unique order_id keeps the first.
    if (isDuplicate(message)) return { ok: false, status: 409, message: WITHDRAWAL_REFUSALS.alreadyRequested }
    if (STATUS[type] && isOurs(message)) return { ok: false, status: STATUS[type], message }
    throw error
  }
}

/**
 * `POST /api/withdrawal`: the declaration recorded by the workflow, then the acknowledgement e-mailed at once to the
 * order's address (the durable medium). A failed e-mail is logged, the request stays recorded and shown.
 */
export async function requestWithdrawal(scope: MedusaContainer, order: WithdrawalOrder, input: WithdrawalRequestInput): Promise<Outcome<ApiWithdrawal>> {
  const outcome = await refusing(() =>
    customerWithdrawWorkflow(scope).run({
      input: {
        order_id: order.id,
        email: order.email,
        name: input.name,
        address: input.address,
        ordered_on: input.orderedOn ?? null,
        received_on: input.receivedOn ?? null,
        declaration: declarationText(order.number),
        comment: input.comment ?? null,
        lines: input.lines,
        requested_at: new Date().toISOString(),
      },
    })
  )
  if (!outcome.ok) return outcome
  const record = await requestOf(scope, order.id)
  const withdrawal = toApiWithdrawal(record!)
  await sendWithdrawalAcknowledgement(scope, order.id, withdrawal, checkoutOptions(scope).storefrontUrl).catch((error: unknown) =>
    scope.resolve(ContainerRegistrationKeys.LOGGER).error(`order ${order.id}: withdrawal acknowledgement not sent: ${String(error)}`)
  )
  return { ok: true, value: withdrawal }
}

/** `POST /api/admin/order/{id}/withdrawal`: the goods came back. */
export async function recordReturn(scope: MedusaContainer, orderId: string, staffId: string, note: string | null): Promise<Outcome<ApiWithdrawal>> {
  const outcome = await refusing(() => staffRecordReturnWorkflow(scope).run({ input: { order_id: orderId, staff_id: staffId, note } }))
  if (!outcome.ok) return outcome
  return { ok: true, value: toApiWithdrawal((await requestOf(scope, orderId))!) }
}
