import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type Stripe from "stripe"
import { cardOutcome } from "../../../lib/checkout/rules"
import { stripeClient } from "../../../lib/checkout/stripe"
import type { AbandonedCheckoutVerdict } from "./check-abandoned-checkout"

/**
 * Closes the order's open card pages on Stripe (POST /v1/checkout/sessions/{id}/expire): once expired, no payment
 * can complete there. A page that completed between the check and this call cannot be expired: the verdict turns
 * into "settle" and nothing is cancelled. No compensation: Stripe cannot reopen a page; an order left in CHECK_OUT
 * after a later failure simply gets a new page on the next payment attempt.
 */
export const expireCardPagesStep = createStep(
  "shop-expire-card-pages",
  async (verdict: AbandonedCheckoutVerdict) => {
    if (verdict.action !== "cancel" || verdict.open_card_pages.length === 0) return new StepResponse(verdict)
    const stripe = stripeClient()
    if (!stripe) throw new Error(`order ${verdict.order_id}: open card pages but no Stripe key is configured`)
    for (const page of verdict.open_card_pages) {
      try {
        await stripe.checkout.sessions.expire(page.checkout_session_id)
      } catch (error) {
        const checkout = await stripe.checkout.sessions.retrieve(page.checkout_session_id, { expand: ["payment_intent"] })
        const intent = checkout.payment_intent as Stripe.PaymentIntent | string | null
        const paid = checkout.status === "complete" || (typeof intent === "object" && intent !== null && cardOutcome(intent) === "PAYED")
        if (paid) {
          return new StepResponse<AbandonedCheckoutVerdict>({
            ...verdict,
            action: "settle",
            reason: "paid while closing",
            paid_payment_session_id: page.payment_session_id,
          })
        }
        if (checkout.status !== "expired") throw error
      }
    }
    return new StepResponse(verdict)
  }
)
