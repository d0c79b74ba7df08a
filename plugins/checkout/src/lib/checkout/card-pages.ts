import type { MedusaContainer } from "@medusajs/framework/types"
import type Stripe from "stripe"
import { orderPayment } from "./payment-collection"
import { cardOutcome } from "./rules"
import { CARD_PROVIDER_ID, stripeClient } from "./stripe"

/**
 * Closes every card page of the order still open on Stripe (once expired, no payment completes there). Returns the
 * payment session of a page found paid instead (it cannot be expired: the caller settles rather than closes).
 */
export async function closeOpenCardPages(scope: MedusaContainer, orderId: string): Promise<{ paid: string | null }> {
  const payment = await orderPayment(scope, orderId)
  const pages = (payment?.sessions ?? []).filter(
    (session) => session.provider_id === CARD_PROVIDER_ID && typeof session.metadata?.checkoutSessionId === "string"
  )
  if (!pages.length) return { paid: null }
  const stripe = stripeClient()
  // Card pages exist but cannot be read: never let the order move as if none could be paid.
  if (!stripe) throw new Error(`order ${orderId}: card pages exist but no Stripe key is configured`)
  for (const session of pages) {
    const checkout = await stripe.checkout.sessions.retrieve(String(session.metadata!.checkoutSessionId), { expand: ["payment_intent"] })
    const intent = checkout.payment_intent as Stripe.PaymentIntent | string | null
    const paid = checkout.status === "complete" || (typeof intent === "object" && intent !== null && cardOutcome(intent) === "PAYED")
    if (paid) return { paid: session.id }
    if (checkout.status === "open") await stripe.checkout.sessions.expire(checkout.id)
  }
  return { paid: null }
}
