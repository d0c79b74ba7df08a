import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { isOrderState, ORDER_STATE_MODULE, orderStateMachine } from "@shop/order-states"
import type Stripe from "stripe"
import { abandonedCheckoutMinutes, isAbandoned } from "../../../lib/checkout/abandoned"
import { orderPayment, type PaymentSessionRow } from "../../../lib/checkout/payment-collection"
import { cardOutcome } from "../../../lib/checkout/rules"
import { CARD_PROVIDER_ID, stripeClient } from "../../../lib/checkout/stripe"

export type CheckAbandonedCheckoutInput = {
  order_id: string
  /** ISO instant the age is measured at (tests move the clock); default now */
  now?: string
  /** default: the plugin option / ABANDONED_CHECKOUT_MINUTES / 120 */
  max_age_minutes?: number
}

export type OpenCardPage = { checkout_session_id: string; payment_session_id: string }

/** What to do with the order: close it, settle a payment that came in, or leave it. */
export type AbandonedCheckoutVerdict = {
  order_id: string
  action: "cancel" | "settle" | "keep"
  reason: string
  open_card_pages: OpenCardPage[]
  paid_payment_session_id: string | null
  /** Medusa's order is already canceled (by staff in Medusa's admin): only our state is left to move. */
  medusa_canceled: boolean
}

type CardAttempt = { paid: boolean; open: OpenCardPage | null; openUntil: number | null }

/** One card attempt, as Stripe knows it now (never from what we stored earlier). */
async function readCardAttempt(stripe: Stripe, session: PaymentSessionRow): Promise<CardAttempt> {
  if (session.status === "authorized" || session.status === "captured") return { paid: true, open: null, openUntil: null }
  const checkoutSessionId = session.metadata?.checkoutSessionId
  if (typeof checkoutSessionId === "string" && checkoutSessionId) {
    const checkout = await stripe.checkout.sessions.retrieve(checkoutSessionId, { expand: ["payment_intent"] })
    const intent = checkout.payment_intent as Stripe.PaymentIntent | string | null
    const intentPaid = typeof intent === "object" && intent !== null && cardOutcome(intent) === "PAYED"
    if (checkout.status === "complete" || intentPaid) return { paid: true, open: null, openUntil: null }
    if (checkout.status === "open") {
      return { paid: false, open: { checkout_session_id: checkout.id, payment_session_id: session.id }, openUntil: checkout.expires_at }
    }
    return { paid: false, open: null, openUntil: null }
  }
  const intentId = (session.data as { id?: string } | null)?.id
  if (!intentId) return { paid: false, open: null, openUntil: null }
  const intent = await stripe.paymentIntents.retrieve(intentId)
  return { paid: cardOutcome(intent) === "PAYED", open: null, openUntil: null }
}

async function readOrder(container: MedusaContainer, orderId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: ["id", "created_at", "status"], filters: { id: orderId } })
  return data[0] as { id: string; created_at: string | Date; status: string } | undefined
}

/**
 * Re-reads the order under its lock, as it is now: still CHECK_OUT? paid meanwhile (a card page completed, an
 * intent authorised, a Medusa session authorised)? old enough, with no card page still open? Reads only.
 */
export const checkAbandonedCheckoutStep = createStep(
  "shop-check-abandoned-checkout",
  async (input: CheckAbandonedCheckoutInput, { container }) => {
    const keep = (reason: string, extra: Partial<AbandonedCheckoutVerdict> = {}) =>
      new StepResponse<AbandonedCheckoutVerdict>({
        order_id: input.order_id,
        action: "keep",
        reason,
        open_card_pages: [],
        paid_payment_session_id: null,
        medusa_canceled: false,
        ...extra,
      })
    const states = container.resolve(ORDER_STATE_MODULE) as { listOrderStates(f: object, c?: object): Promise<{ state: string }[]> }
    const [current] = await states.listOrderStates({ order_id: input.order_id }, { take: 1 })
    if (!current) return keep("no state")
    if (!isOrderState(current.state) || !orderStateMachine.isInCheckout(current.state)) return keep(`state ${current.state}`)
    const order = await readOrder(container, input.order_id)
    if (!order) return keep("no order")

    const payment = await orderPayment(container, input.order_id)
    const cardSessions = (payment?.sessions ?? []).filter((session) => session.provider_id === CARD_PROVIDER_ID)
    const openPages: OpenCardPage[] = []
    let openUntil: number | null = null
    if (cardSessions.length) {
      const stripe = stripeClient()
      // Card attempts exist but cannot be read: never close an order that may have been paid.
      if (!stripe) throw new Error(`order ${input.order_id}: card attempts exist but no Stripe key is configured`)
      for (const session of cardSessions) {
        const attempt = await readCardAttempt(stripe, session)
        if (attempt.paid) return keep("paid", { action: "settle", reason: "paid meanwhile", paid_payment_session_id: session.id })
        if (attempt.open) openPages.push(attempt.open)
        if (attempt.openUntil !== null) openUntil = Math.max(openUntil ?? 0, attempt.openUntil)
      }
    }

    const now = input.now ? new Date(input.now) : new Date()
    const maxAge =
      input.max_age_minutes ?? abandonedCheckoutMinutes(container.resolve(ContainerRegistrationKeys.CONFIG_MODULE) as never)
    const due = isAbandoned(
      { createdAt: new Date(order.created_at), openCardPageUntil: openUntil === null ? null : new Date(openUntil * 1000) },
      now,
      maxAge
    )
    if (!due) return keep("not abandoned yet")
    return new StepResponse<AbandonedCheckoutVerdict>({
      order_id: input.order_id,
      action: "cancel",
      reason: "abandoned",
      open_card_pages: openPages,
      paid_payment_session_id: null,
      medusa_canceled: order.status === "canceled",
    })
  }
)
