import type { MedusaContainer } from "@medusajs/framework/types"
import { toApiOrderDetail } from "@shop/checkout/lib/order/map"
import { loadOrder } from "@shop/checkout/lib/order/query"
import { orderAmounts } from "@shop/checkout/lib/order/amounts"
import { ORDER_STATE_LABELS, ORDER_STATE_MODULE, isOrderState, orderStateMachine, type OrderState } from "@shop/order-states"
import { CARRIERS, carrierCodeOf, trackingLink, type ApiAdminOrderDetail, type ApiAdminOrderEvent } from "@shop/shared"
import { ORDER_DESK_MODULE } from "../modules/order-desk"
import type OrderDeskModuleService from "../modules/order-desk/service"
import { actorOf, orderMoney, staffNames } from "./orders"
import { refundableTotal } from "./refundable"
import { toSummary } from "./list"

type Transition = { from: string | null; to: string; actor_type: string; actor_id: string | null; reason: string | null; created_at: string | Date }

type StateReader = {
  listOrderStateTransitions(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<Transition[]>
  heldState(orderId: string): Promise<OrderState | undefined>
}

function iso(value: string | Date | null | undefined): string {
  if (!value) return ""
  return (value instanceof Date ? value : new Date(value)).toISOString()
}

/** States a staff member may choose now (CHECK_OUT/PENDING are the checkout's, never a staff button). */
export function staffNextStates(state: OrderState, heldIn?: OrderState): OrderState[] {
  return orderStateMachine.nextStates(state, heldIn).filter((next) => next !== "CHECK_OUT" && next !== "PENDING" || (state === "BLOCKED" && next === heldIn))
}

/**
 * `GET /api/admin/order/{id}`: the order, its lines, customer, addresses, payment (captured, refunded, still
 * refundable), the parcel, the states staff may choose, and ONE history: state moves, refunds and staff comments,
 * oldest first, each with who (a staff member's name, the customer, the payment or the shop) and when.
 */
export async function orderDetail(scope: MedusaContainer, orderId: string, now = new Date()): Promise<ApiAdminOrderDetail | null> {
  const order = await loadOrder(scope, orderId, true)
  const money = await orderMoney(scope, orderId)
  if (!order || !money) return null
  const states = scope.resolve(ORDER_STATE_MODULE) as StateReader
  const desk = scope.resolve<OrderDeskModuleService>(ORDER_DESK_MODULE)
  const transitions = await states.listOrderStateTransitions({ order_id: orderId }, { order: { created_at: "ASC" } })
  const comments = await desk.listOrderComments({ order_id: orderId }, { order: { created_at: "ASC" } })
  const [shipment] = await desk.listOrderShipments({ order_id: orderId }, { take: 1 })
  const names = await staffNames(scope, [
    ...transitions.map((line) => (line.actor_type === "staff" ? line.actor_id : null)),
    ...money.refunds.map((refund) => refund.createdBy),
    ...comments.map((comment) => comment.author_id),
  ])

  const events: ApiAdminOrderEvent[] = [
    ...transitions
      .filter((line) => isOrderState(line.to))
      .map((line): ApiAdminOrderEvent => ({
        type: "state",
        at: iso(line.created_at),
        from: isOrderState(line.from) ? line.from : null,
        to: line.to as OrderState,
        toLabel: ORDER_STATE_LABELS[line.to as OrderState],
        actor: actorOf(line.actor_type, line.actor_id, names),
        reason: line.reason,
      })),
    ...money.refunds.map((refund): ApiAdminOrderEvent => ({
      type: "refund",
      at: refund.createdAt,
      amount: refund.amount,
      reason: refund.note,
      actor: refund.createdBy?.startsWith("user_") ? actorOf("staff", refund.createdBy, names) : actorOf("system", null, names),
      manual: refund.manual,
    })),
    ...comments.map((comment): ApiAdminOrderEvent => ({
      type: "comment",
      at: iso(comment.created_at),
      content: comment.content,
      actor: actorOf("staff", comment.author_id, names),
    })),
  ].sort((a, b) => a.at.localeCompare(b.at))

  const detail = toApiOrderDetail(order, [], "")
  const paidAt = transitions.find((line) => line.to === "PAYED")?.created_at ?? null
  const summary = toSummary(
    { ...order, billing_address: order.billing_address, customer: { groups: money.customer.isPro ? [{ name: "pro" }] : [] } } as never,
    paidAt ? iso(paidAt) : null,
    now
  )
  const amounts = orderAmounts(order)
  const captured = money.payments.reduce((sum, payment) => sum + payment.captured, 0)
  const refunded = money.payments.reduce((sum, payment) => sum + payment.refunded, 0)
  const carrier = shipment ? carrierCodeOf(shipment.carrier) : null
  const heldIn = summary.state === "BLOCKED" ? await states.heldState(orderId) : undefined
  return {
    ...summary,
    totals: detail.total,
    total: amounts.ttc,
    lines: detail.products,
    billing: detail.billing,
    delivery: detail.delivery,
    phone: money.phone,
    payment: { method: money.method, captured, refunded, refundable: refundableTotal(money.payments) },
    shipment:
      shipment && carrier
        ? {
            carrier,
            carrierLabel: CARRIERS[carrier].label,
            trackingNumber: shipment.tracking_number,
            trackingUrl: trackingLink(carrier, shipment.tracking_number),
            sentAt: iso(shipment.created_at),
          }
        : null,
    nextStates: staffNextStates(summary.state, heldIn),
    history: events,
    ...(detail.quoteRef ? { quoteRef: detail.quoteRef } : {}),
  }
}
