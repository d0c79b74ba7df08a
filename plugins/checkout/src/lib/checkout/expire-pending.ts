import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ORDER_STATE_MODULE, ORDER_STATES, orderStateMachine } from "@shop/order-states"
import { sendPendingTransferReminder } from "../mail/pending-transfer-reminder"
import { checkoutOptions, type PendingTransferDelays } from "../options"
import { loadOrder } from "../order/query"
import { orderNumberOf } from "../order/record"
import { orderSecretOf } from "../order/secret-access"
import { expirePendingTransferWorkflow, type ExpirePendingTransferResult } from "../../workflows"
import { pendingExpiryDate, pendingTransferAction, reminderCutoff } from "./pending-transfer"
import { transferInstructions } from "./transfer"

export type PendingTransferRun = { reminded: string[]; cancelled: string[]; kept: string[]; failed: string[] }
export type PendingTransferRunOptions = { now?: Date; delays?: PendingTransferDelays }

const AWAITING_TRANSFER = ORDER_STATES.filter((state) => orderStateMachine.awaitsTransfer(state))

type StateRow = { order_id: string; updated_at: string | Date }
type OrderStateLister = { listOrderStates(filters: object, config?: object): Promise<StateRow[]> }

/** The reminder: bank details, amount, the date the order will be cancelled on, and the detail link. */
async function remind(scope: MedusaContainer, orderId: string, pendingSince: Date, delays: PendingTransferDelays): Promise<boolean> {
  const order = await loadOrder(scope, orderId)
  const number = order ? orderNumberOf(order) : null
  const transfer = order ? await transferInstructions(scope, order) : null
  if (!order?.email || !number || !transfer) return false
  await sendPendingTransferReminder(scope, {
    orderId,
    orderNumber: number,
    email: order.email,
    transfer,
    expiresOn: pendingExpiryDate(pendingSince, delays),
    secret: orderSecretOf(scope, order),
    storefrontUrl: checkoutOptions(scope).storefrontUrl,
  })
  return true
}

/**
 * The job's work (issue 11 item 12): every order awaiting its transfer for `reminderDays` gets its one reminder
 * (the e-mail's idempotency key makes later runs no-ops); after `expiryDays` it goes through
 * `expire-pending-transfer` (cancelled, stock released). One order at a time; a failure is logged and retried on the
 * next run.
 */
export async function expirePendingTransfers(scope: MedusaContainer, options: PendingTransferRunOptions = {}): Promise<PendingTransferRun> {
  const logger = scope.resolve(ContainerRegistrationKeys.LOGGER)
  const now = options.now ?? new Date()
  const delays = options.delays ?? checkoutOptions(scope).pendingTransfer
  const states = scope.resolve(ORDER_STATE_MODULE) as OrderStateLister
  const run: PendingTransferRun = { reminded: [], cancelled: [], kept: [], failed: [] }
  const rows = await states.listOrderStates(
    { state: AWAITING_TRANSFER, updated_at: { $lte: reminderCutoff(now, delays) } },
    { select: ["order_id", "updated_at"], order: { updated_at: "ASC" }, take: 500 }
  )
  for (const row of rows) {
    const since = new Date(row.updated_at)
    try {
      if (pendingTransferAction(since, now, delays) === "cancel") {
        const { result } = await expirePendingTransferWorkflow(scope).run({
          input: { order_id: row.order_id, now: now.toISOString(), delays },
        })
        const outcome = (result as ExpirePendingTransferResult).outcome
        run[outcome].push(row.order_id)
        if (outcome === "cancelled") logger.info(`order ${row.order_id}: transfer not received in time, cancelled, stock released`)
      } else if (await remind(scope, row.order_id, since, delays)) {
        run.reminded.push(row.order_id)
      } else {
        run.kept.push(row.order_id)
      }
    } catch (error) {
      run.failed.push(row.order_id)
      logger.error(`order ${row.order_id}: pending transfer not handled: ${String((error as Error)?.message ?? error)}`)
    }
  }
  return run
}
