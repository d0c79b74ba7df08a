import type { ApiPaymentOutcome, PaymentType } from "@shop/shared"
import { CHECKOUT_MESSAGES } from "../messages"

/** Card for everyone; bank transfer is a pro advantage (spec 1 and 6). */
export function paymentTypesFor(customer: { isPro: boolean } | null): PaymentType[] {
  return customer?.isPro ? ["card", "transfer"] : ["card"]
}

/** The part of a Stripe PaymentIntent that tells how the shopper's attempt ended. */
export type IntentView = { status: string; last_payment_error?: { code?: string | null } | null }

/**
 * What happened on the hosted page, read from the PaymentIntent (never from the return URL):
 * authorised or captured → PAYED; cancelled (page abandoned, session expired) → ABANDONNED; back to
 * "requires_payment_method" with an error → REFUSED by the bank; anything else is still under way.
 */
export function cardOutcome(intent: IntentView): ApiPaymentOutcome {
  switch (intent.status) {
    case "requires_capture":
    case "succeeded":
      return "PAYED"
    case "canceled":
      return "ABANDONNED"
    case "requires_payment_method":
      return intent.last_payment_error ? "REFUSED" : "WAITING"
    default:
      return "WAITING"
  }
}

/** The section-8 text shown on the return page for an outcome (none when paid). */
export function outcomeMessage(outcome: ApiPaymentOutcome): string | null {
  switch (outcome) {
    case "REFUSED":
      return CHECKOUT_MESSAGES.paymentRefused
    case "ABANDONNED":
      return CHECKOUT_MESSAGES.paymentAbandoned
    case "WAITING":
      return CHECKOUT_MESSAGES.paymentWaiting
    default:
      return null
  }
}
