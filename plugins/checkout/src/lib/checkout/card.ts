import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { capturePaymentWorkflow } from "@medusajs/medusa/core-flows"
import { MedusaError } from "@medusajs/framework/utils"
import { orderStateMachine, transitionOrderStateWorkflow } from "@shop/order-states"
import type { ApiPaymentOutcome } from "@shop/shared"
import { sendOrderConfirmationMail } from "../mail/order-confirmation"
import { chargedAmountOf } from "./charged-amount"
import { stateOf } from "../order/map"
import { loadOrder } from "../order/query"
import { CHECKOUT_MESSAGES } from "../messages"
import { orderNumberOf } from "../order/record"
import { orderSecretOf } from "../order/secret-access"
import { abandonedCheckoutMinutes, cardPageExpiresAt } from "./abandoned"
import { orderIdOfPaymentSession, orderPayment } from "./payment-collection"
import { cardOutcome } from "./rules"
import { PAYMENT_LOCK_TIMEOUT, paymentLockKey } from "./payment-lock"
import { CARD_PROVIDER_ID, stripeClient, TRANSFER_PROVIDER_ID } from "./stripe"

/** No Stripe key configured: its message is the French answer (a workflow rethrows errors by message). */
export class CardPaymentUnavailableError extends Error {
  constructor() {
    super(CHECKOUT_MESSAGES.paymentUnavailable)
  }
}

/**
 * Opens (or finds again, same `paiementId`) the hosted card page for an order in CHECK_OUT. A Medusa payment session
 * of `pp_stripe_stripe` is added to the order's payment collection and pointed at the Checkout Session's
 * PaymentIntent, whose metadata carries the session id: Stripe's webhooks then reach that session.
 */
export async function startCardPayment(
  scope: MedusaContainer,
  orderId: string,
  paiementId: string,
  urls: { success: string; cancel: string }
): Promise<{ id: string; url: string }> {
  const stripe = stripeClient()
  if (!stripe) throw new CardPaymentUnavailableError()
  const payments = scope.resolve(Modules.PAYMENT)
  const locked = await orderPayment(scope, orderId)
  return scope.resolve(Modules.LOCKING).execute(
    paymentLockKey(orderId, locked?.cartId),
    async () => {
      // Read again under the lock: a transfer chosen meanwhile closes the order to cards.
      const order = await loadOrder(scope, orderId)
      if (!order || !orderStateMachine.acceptsPayment(stateOf(order), "card")) {
        throw new MedusaError(MedusaError.Types.NOT_ALLOWED, CHECKOUT_MESSAGES.orderNotPayable)
      }
      const payment = await orderPayment(scope, order.id)
      if (!payment) throw new Error(`order ${order.id} has no payment collection`)
      const cardSessions = payment.sessions.filter((session) => session.provider_id === CARD_PROVIDER_ID)
      const same = cardSessions.find((session) => session.metadata?.paiementId === paiementId)
      if (same?.metadata?.checkoutSessionId && typeof same.metadata.url === "string") {
        const checkout = await stripe.checkout.sessions.retrieve(String(same.metadata.checkoutSessionId))
        if (checkout.status === "open") return { id: checkout.id, url: same.metadata.url }
      }
      // A new attempt replaces the earlier, unpaid ones (their intents are cancelled by the provider).
      for (const session of cardSessions) {
        if (session.status !== "authorized" && session.status !== "captured") await payments.deletePaymentSession(session.id)
      }
      const session = await payments.createPaymentSession(payment.collectionId, {
        provider_id: CARD_PROVIDER_ID,
        amount: payment.amount,
        currency_code: payment.currencyCode,
        data: {},
      })
      const firstIntent = (session.data as { id?: string }).id
      const orderNumber = orderNumberOf(order) ?? order.id
      // The amount every answer and e-mail shows (lines rounded once, then summed), not Medusa's sub-cent total.
      const amountCents = chargedAmountOf(order)
      // The page closes when the order would be abandoned (within Stripe's 30 min – 24 h), never after.
      const maxAge = abandonedCheckoutMinutes(scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE) as never)
      const expiresAt = cardPageExpiresAt(new Date(order.created_at ?? Date.now()), new Date(), maxAge)
      const checkout = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          expires_at: expiresAt,
          success_url: urls.success,
          cancel_url: urls.cancel,
          client_reference_id: orderNumber,
          ...(order.email ? { customer_email: order.email } : {}),
          locale: "fr",
          metadata: { order_number: orderNumber },
          line_items: [
            { quantity: 1, price_data: { currency: payment.currencyCode, unit_amount: amountCents, product_data: { name: `Commande ${orderNumber}` } } },
          ],
          payment_intent_data: { capture_method: "manual", metadata: { session_id: session.id, order_number: orderNumber } },
        },
        { idempotencyKey: `checkout:${order.id}:${paiementId}` }
      )
      const intent = await stripe.paymentIntents.retrieve(String(checkout.payment_intent))
      await payments.updatePaymentSession({
        id: session.id,
        data: intent as unknown as Record<string, unknown>,
        amount: payment.amount,
        currency_code: payment.currencyCode,
        metadata: { paiementId, checkoutSessionId: checkout.id, url: checkout.url },
      })
      if (firstIntent && firstIntent !== intent.id) await stripe.paymentIntents.cancel(firstIntent).catch(() => undefined)
      return { id: checkout.id, url: checkout.url ?? "" }
    },
    { timeout: PAYMENT_LOCK_TIMEOUT }
  )
}

/**
 * Voids a card authorisation that came in for a cancelled order: Medusa's payment (if Medusa's own webhook handling
 * already made one) is cancelled, which cancels the PaymentIntent; otherwise the intent is cancelled on Stripe. A
 * captured one (never with manual capture, defensive) is refunded.
 */
async function voidLatePayment(scope: MedusaContainer, paymentSessionId: string, intent: { id: string; status: string }): Promise<void> {
  const stripe = stripeClient()!
  const payments = scope.resolve(Modules.PAYMENT)
  if (intent.status === "succeeded") {
    await stripe.refunds.create({ payment_intent: intent.id }, { idempotencyKey: `late-refund:${intent.id}` })
    return
  }
  const [made] = await payments.listPayments({ payment_session_id: paymentSessionId }, { select: ["id", "canceled_at", "captured_at"] })
  if (made && !made.canceled_at && !made.captured_at) await payments.cancelPayment(made.id)
  const fresh = await stripe.paymentIntents.retrieve(intent.id)
  if (fresh.status === "requires_capture") await stripe.paymentIntents.cancel(intent.id, { cancellation_reason: "abandoned" })
}

export type Settlement = { outcome: ApiPaymentOutcome; orderId: string }

/**
 * Reads a card attempt's real outcome from Stripe and, when paid, brings Medusa and the order to it: the session
 * authorised (idempotent in Medusa), the payment captured once, the deferred transfer session dropped, the order
 * CHECK_OUT → PAYED once, the confirmation e-mail sent once. Runs for the return page and for every webhook,
 * serialised with Medusa's own webhook workflow by the same lock (the cart id), so replays change nothing.
 */
export async function settleCardPayment(scope: MedusaContainer, paymentSessionId: string): Promise<Settlement | null> {
  const stripe = stripeClient()
  if (!stripe) throw new CardPaymentUnavailableError()
  const orderId = await orderIdOfPaymentSession(scope, paymentSessionId)
  if (!orderId) return null
  const payment = await orderPayment(scope, orderId)
  const session = payment?.sessions.find((row) => row.id === paymentSessionId)
  if (!payment || !session || session.provider_id !== CARD_PROVIDER_ID) return null
  const intentId = String((session.data as { id?: string } | null)?.id ?? "")
  const payments = scope.resolve(Modules.PAYMENT)
  const logger = scope.resolve(ContainerRegistrationKeys.LOGGER)

  let paidNow = false
  const outcome = await scope.resolve(Modules.LOCKING).execute(
    paymentLockKey(orderId, payment.cartId),
    async (): Promise<ApiPaymentOutcome> => {
      const intent = await stripe.paymentIntents.retrieve(intentId)
      const result = cardOutcome(intent)
      if (result !== "PAYED") return result
      // Money is taken only from an order still waiting for its card (issue 11 item 2): one closed meanwhile
      // (abandoned, cancelled) or switched to transfer (PENDING) gets its authorisation voided instead.
      const current = await loadOrder(scope, orderId)
      const state = current ? stateOf(current) : null
      if (!state || !orderStateMachine.acceptsPayment(state, "card")) {
        // A replay for the order this very card paid changes nothing.
        const [taken] = await payments.listPayments({ payment_session_id: paymentSessionId }, { select: ["id", "captured_at"] })
        if (taken?.captured_at) return result
        await voidLatePayment(scope, paymentSessionId, intent)
        logger.warn(`order ${orderId}: card payment ${intent.id} arrived in state ${state}; authorisation voided`)
        return "ABANDONNED"
      }
      const paid = await payments.authorizePaymentSession(paymentSessionId, {})
      // null only for a deferred authorisation, which a card never is.
      if (!paid) return "WAITING"
      const [made] = await payments.listPayments({ id: paid.id }, { select: ["id", "captured_at", "canceled_at"] })
      if (made && !made.captured_at && !made.canceled_at) {
        await capturePaymentWorkflow(scope).run({ input: { payment_id: paid.id } })
      }
      // Read again under the lock: a concurrent settle may have dropped the transfer session already.
      const fresh = await orderPayment(scope, orderId)
      for (const other of fresh?.sessions ?? []) {
        if (other.provider_id === TRANSFER_PROVIDER_ID && other.status === "pending_authorization") {
          await payments.deletePaymentSession(other.id)
        }
      }
      const order = await loadOrder(scope, orderId)
      if (order && orderStateMachine.acceptsPayment(stateOf(order), "card")) {
        await transitionOrderStateWorkflow(scope).run({
          input: { order_id: orderId, to: orderStateMachine.stateAfterPayment("card"), actor_type: "payment", actor_id: paid.id, reason: "Paiement par carte accepté" },
        })
        paidNow = true
      }
      return result
    },
    { timeout: PAYMENT_LOCK_TIMEOUT }
  )
  if (paidNow) {
    const order = await loadOrder(scope, orderId)
    await sendOrderConfirmationMail(scope, { orderId, security: order ? orderSecretOf(scope, order) ?? undefined : undefined }).catch(
      (error: unknown) => logger.error(`order ${orderId}: confirmation e-mail not sent: ${String(error)}`)
    )
  }
  return { outcome, orderId }
}

/** The Medusa payment session behind a Checkout Session id (the id the hosted page carries back), read from Stripe. */
export async function paymentSessionOfCheckout(checkoutSessionId: string): Promise<string | null> {
  const stripe = stripeClient()
  if (!stripe) throw new CardPaymentUnavailableError()
  try {
    const checkout = await stripe.checkout.sessions.retrieve(checkoutSessionId, { expand: ["payment_intent"] })
    const intent = checkout.payment_intent as { metadata?: Record<string, string> } | string | null
    return typeof intent === "object" && intent ? intent.metadata?.session_id ?? null : null
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return null
    throw error
  }
}
