import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { ORDER_STATE_MESSAGES, orderStateMachine, isOrderState } from "@shop/order-states"
import { ADMIN_ORDER_MESSAGES, type CarrierCode, type ApiDeliveryImportResult, type ApiDeliveryImportRow, type OrderRefundInput, type OrderStateChangeInput } from "@shop/shared"
import { staffChangeOrderStateWorkflow, type StaffChangeOrderStateResult } from "../workflows/order-desk/workflows/staff-change-order-state"
import { staffRefundOrderWorkflow } from "../workflows/order-desk/workflows/staff-refund-order"
import { parseDeliveryCsv } from "./delivery-csv"
import { logMailFailure, sendOrderCancelledMail, sendOrderSentMail } from "./mail"
import { orderMoney, TRANSFER_PROVIDER_ID } from "./orders"
import { refusalOf, type Refusal } from "./refusal"

export type Outcome<T> = { ok: true; value: T } | ({ ok: false } & Refusal)

/** Money moves on one order one at a time (a refund, a cancellation that refunds). */
const moneyLock = (orderId: string) => `order-desk:money:${orderId}`
const LOCK_TIMEOUT_SECONDS = 30

async function refusing<T>(run: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await run() }
  } catch (error) {
    const refusal = refusalOf(error)
    if (refusal) return { ok: false, ...refusal }
    throw error
  }
}

/**
 * `PUT /api/order/{id}`: the state move (workflow), then the customer's e-mail for SENT (tracking link) and
 * CANCELLED (with what was refunded). An e-mail failure is logged; the move stands.
 */
export async function changeOrderState(
  scope: MedusaContainer,
  orderId: string,
  change: OrderStateChangeInput,
  staffId: string,
  options: { shippingMail: "now" | "later" } = { shippingMail: "now" }
): Promise<Outcome<StaffChangeOrderStateResult>> {
  const refundedBefore = change.state === "CANCELLED" ? await refundedCents(scope, orderId) : 0
  const outcome = await refusing(() =>
    scope.resolve(Modules.LOCKING).execute(
      moneyLock(orderId),
      async () =>
        (
          await staffChangeOrderStateWorkflow(scope).run({
            input: {
              order_id: orderId,
              to: change.state,
              actor_id: staffId,
              reason: change.reason ?? null,
              ...(change.state === "SENT" ? { carrier: change.carrier, tracking_number: change.trackingNumber } : {}),
            },
          })
        ).result,
      { timeout: LOCK_TIMEOUT_SECONDS }
    )
  )
  if (!outcome.ok) return outcome
  if (change.state === "SENT" && options.shippingMail === "now") {
    await sendOrderSentMail(scope, orderId, change.carrier, change.trackingNumber).catch(logMailFailure(scope, orderId, "shipping"))
  }
  if (change.state === "CANCELLED") {
    const money = await orderMoney(scope, orderId)
    const refunded = (money ? money.payments.reduce((sum, payment) => sum + payment.refunded, 0) : 0) - refundedBefore
    const manual = !!money?.payments.some((payment) => payment.providerId === TRANSFER_PROVIDER_ID && payment.refunded > 0)
    await sendOrderCancelledMail(scope, orderId, refunded, manual).catch(logMailFailure(scope, orderId, "cancellation"))
  }
  return outcome
}

async function refundedCents(scope: MedusaContainer, orderId: string): Promise<number> {
  const money = await orderMoney(scope, orderId)
  return money ? money.payments.reduce((sum, payment) => sum + payment.refunded, 0) : 0
}

/** `POST /api/order/refund/{id}`: under the order's money lock, the refund workflow. */
export async function refundOrder(scope: MedusaContainer, orderId: string, input: OrderRefundInput, staffId: string): Promise<Outcome<{ parts: number }>> {
  return refusing(() =>
    scope.resolve(Modules.LOCKING).execute(
      moneyLock(orderId),
      async () =>
        (await staffRefundOrderWorkflow(scope).run({ input: { order_id: orderId, amount: input.amount, reason: input.reason, actor_id: staffId } }))
          .result,
      { timeout: LOCK_TIMEOUT_SECONDS }
    )
  )
}

type FoundOrder = { id: string; number: string; state: string | null }

async function ordersByNumber(scope: MedusaContainer, numbers: string[]): Promise<Map<string, FoundOrder>> {
  const found = new Map<string, FoundOrder>()
  if (!numbers.length) return found
  const pg = scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const result = await pg.raw(
    `select o.id, o.metadata->>'orderNumber' as number, s.state from "order" o
       left join order_state s on s.order_id = o.id and s.deleted_at is null
      where o.deleted_at is null and o.metadata->>'orderNumber' = any(?)`,
    [numbers]
  )
  for (const row of result.rows as FoundOrder[]) found.set(row.number, row)
  return found
}

/**
 * `PUT /api/order/sent`: each row of the delivery file is one order moved READY → SENT with its parcel, by the same
 * workflow as the detail screen's form, so a row is applied whole or not at all; a refused row says why (file line
 * number, French reason) and the other rows go on. Orders are looked up in one query; the e-mails follow each move.
 */
export async function importDeliveries(scope: MedusaContainer, bytes: Buffer, staffId: string): Promise<Outcome<ApiDeliveryImportResult>> {
  const parsed = parseDeliveryCsv(bytes)
  if (!parsed.ok) return { ok: false, status: 400, message: parsed.message }
  const orders = await ordersByNumber(
    scope,
    parsed.rows.flatMap((row) => (row.ok ? [row.orderNumber] : []))
  )
  const rows: ApiDeliveryImportRow[] = []
  const mails: { orderId: string; carrier: CarrierCode; trackingNumber: string }[] = []
  for (const row of parsed.rows) {
    const refuse = (message: string) => rows.push({ line: row.line, orderNumber: row.orderNumber, status: "refused", message })
    if (!row.ok) {
      refuse(row.message)
      continue
    }
    const order = orders.get(row.orderNumber)
    if (!order) {
      refuse(ADMIN_ORDER_MESSAGES.orderNotFound)
      continue
    }
    // The table's answer before any write (the workflow asks again, under its compare-and-set).
    if (!isOrderState(order.state)) {
      refuse(ORDER_STATE_MESSAGES.noStateYet)
      continue
    }
    const check = orderStateMachine.check(order.state, "SENT")
    if (!check.allowed) {
      refuse(check.message)
      continue
    }
    const outcome = await changeOrderState(
      scope,
      order.id,
      { state: "SENT", carrier: row.row.carrier, trackingNumber: row.row.trackingNumber, reason: "Import du fichier d'expédition" },
      staffId,
      { shippingMail: "later" }
    )
    if (outcome.ok) {
      rows.push({ line: row.line, orderNumber: row.orderNumber, status: "applied", message: null })
      mails.push({ orderId: order.id, carrier: row.row.carrier, trackingNumber: row.row.trackingNumber })
    } else refuse(outcome.message)
  }
  // The customers' e-mails leave after the answer, one after the other (a file of hundreds of parcels must not wait
  // for hundreds of SMTP exchanges); each is keyed by order, a failure is logged.
  void (async () => {
    for (const mail of mails) {
      await sendOrderSentMail(scope, mail.orderId, mail.carrier, mail.trackingNumber).catch(logMailFailure(scope, mail.orderId, "shipping"))
    }
  })()
  const applied = rows.filter((row) => row.status === "applied").length
  return { ok: true, value: { applied, refused: rows.length - applied, rows } }
}
