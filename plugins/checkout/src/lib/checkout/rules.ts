import type { ApiPaymentOutcome, PaymentType } from "@shop/shared"
import { CHECKOUT_MESSAGES } from "../messages"

/**
 * Card for everyone; bank transfer is a pro advantage (spec 1 and 6), offered once staff have verified the pro's
 * company (issue 11 item 12: a transfer holds stock unpaid for days, and pro status is self-declared at sign-up).
 */
export function paymentTypesFor(customer: { isPro: boolean; proVerified: boolean } | null): PaymentType[] {
  return customer?.isPro && customer.proVerified ? ["card", "transfer"] : ["card"]
}

/** Why a logged-in caller may not pay by transfer (the French text), or null when they may. */
export function transferRefusal(caller: { isPro: boolean; proVerified: boolean } | null): string | null {
  if (!caller?.isPro) return CHECKOUT_MESSAGES.transferProOnly
  return paymentTypesFor(caller).includes("transfer") ? null : CHECKOUT_MESSAGES.transferAwaitsVerification
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
