import type { ApiQuoteState } from "@shop/shared"

/**
 * The quote's life (docs/adr/012-quotes.md). Stored states are requested, answered, accepted, ordered, archived;
 * `expired` is computed on read: an answered or accepted quote whose last valid day has passed. A staff answer
 * on an expired quote gives it a new validity (the stored state is still answered or accepted: the check uses
 * the effective state).
 */
export type QuoteState = ApiQuoteState
export type StoredQuoteState = Exclude<QuoteState, "expired">

export type QuoteAction =
  /** staff send (or adjust) the answer: lines, quoted prices, delivery, validity */
  | "answer"
  /** the pro accepts the answer */
  | "accept"
  /** the pro or staff put the quote aside */
  | "archive"
  /** the pro loads it into the cart (state unchanged) */
  | "load"
  /** an order was placed from it */
  | "order"
  /** a comment by the pro or staff (state unchanged) */
  | "comment"
  /** staff delete it */
  | "delete"

/** What each action makes of each state; absent: refused (409). `delete` is final (no next state). */
export const QUOTE_TRANSITIONS: Record<QuoteState, Partial<Record<QuoteAction, StoredQuoteState | "deleted">>> = {
  requested: { answer: "answered", archive: "archived", comment: "requested", delete: "deleted" },
  answered: { answer: "answered", accept: "accepted", archive: "archived", load: "answered", order: "ordered", comment: "answered", delete: "deleted" },
  accepted: { archive: "archived", load: "accepted", order: "ordered", comment: "accepted", delete: "deleted" },
  expired: { answer: "answered", archive: "archived", comment: "answered", delete: "deleted" },
  ordered: { comment: "ordered" },
  archived: { delete: "deleted" },
}

/** The next stored state, "deleted", or null when the table refuses the action. */
export function nextQuoteState(state: QuoteState, action: QuoteAction): StoredQuoteState | "deleted" | null {
  return QUOTE_TRANSITIONS[state][action] ?? null
}

/**
 * A comment keeps the STORED state (an expired quote stays answered underneath); every other action's next
 * state is the table's.
 */
export function stateAfter(stored: StoredQuoteState, effective: QuoteState, action: QuoteAction): StoredQuoteState | "deleted" | null {
  const next = nextQuoteState(effective, action)
  if (next === null) return null
  return action === "comment" || action === "load" ? stored : next
}

/** The last valid moment of a validity day `YYYY-MM-DD`: its end in Paris (23:59:59.999, winter or summer time). */
export function endOfParisDay(day: string): Date {
  // Paris is UTC+1 or UTC+2: the end of the day is 22:59:59.999Z or 21:59:59.999Z; take the later one that is
  // still the same Paris day.
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(`${day}T23:59:59.999Z`)
    candidate.setUTCHours(candidate.getUTCHours() - offsetHours)
    const parisDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" }).format(candidate)
    const parisHour = Number(new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Paris", hour: "2-digit", hourCycle: "h23" }).format(candidate))
    if (parisDay === day && parisHour === 23) return candidate
  }
  return new Date(`${day}T21:59:59.999Z`)
}

/** The state people see: an answered or accepted quote past its validity is expired. */
export function effectiveQuoteState(stored: StoredQuoteState, validUntil: Date | string | null, now: Date = new Date()): QuoteState {
  if ((stored === "answered" || stored === "accepted") && validUntil && new Date(validUntil).getTime() < now.getTime()) return "expired"
  return stored
}

/** A quote goes into the cart only when answered or accepted and still valid (expired is computed, so it fails). */
export function canLoadIntoCart(effective: QuoteState): boolean {
  return nextQuoteState(effective, "load") !== null
}
