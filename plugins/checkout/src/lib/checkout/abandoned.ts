import { PLUGIN_NAME } from "../options"

/**
 * When an unpaid order (CHECK_OUT) counts as abandoned, so that the cleanup job cancels it and its reserved stock
 * goes back on sale (docs/adr/002-payment-flow.md). Pure: the job, the workflow and the card page share these rules.
 */

/** Default age after which an order still in CHECK_OUT is abandoned. */
export const DEFAULT_ABANDONED_CHECKOUT_MINUTES = 120
/** Stripe accepts a Checkout Session `expires_at` from 30 minutes to 24 hours after its creation. */
export const CARD_PAGE_MIN_SECONDS = 30 * 60
export const CARD_PAGE_MAX_SECONDS = 24 * 60 * 60
/** Kept away from Stripe's bounds: our clock and Stripe's may differ by a few seconds. */
const BOUND_MARGIN_SECONDS = 60
/** The history line's reason when the job closes an order. */
export const ABANDONED_CHECKOUT_REASON = "Paiement non finalisé"
/** The actor id written in the history (actor type `system`). */
export const ABANDONED_CHECKOUT_ACTOR = "expire-abandoned-checkout"

type PluginEntry = string | { resolve?: string; options?: Record<string, unknown> }

function positiveMinutes(value: unknown): number | null {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value
  return typeof number === "number" && Number.isInteger(number) && number > 0 ? number : null
}

/**
 * The abandonment age in minutes: the plugin's option `abandonedCheckoutMinutes`, else the environment's
 * ABANDONED_CHECKOUT_MINUTES, else 120. Malformed values (0, negative, decimals, words) are ignored.
 */
export function abandonedCheckoutMinutes(config: { plugins?: PluginEntry[] }, env: NodeJS.ProcessEnv = process.env): number {
  const entry = (config.plugins ?? []).find(
    (plugin): plugin is Exclude<PluginEntry, string> => typeof plugin !== "string" && plugin.resolve === PLUGIN_NAME
  )
  return (
    positiveMinutes(entry?.options?.abandonedCheckoutMinutes) ??
    positiveMinutes(env.ABANDONED_CHECKOUT_MINUTES) ??
    DEFAULT_ABANDONED_CHECKOUT_MINUTES
  )
}

/** Orders created before this instant may be abandoned (the job's cheap first selection). */
export function abandonmentCutoff(now: Date, maxAgeMinutes: number): Date {
  return new Date(now.getTime() - maxAgeMinutes * 60_000)
}

export type UnpaidOrderAge = {
  createdAt: Date
  /** When the latest card page still open closes (Stripe's `expires_at`), if one is open. */
  openCardPageUntil: Date | null
}

/**
 * An order in CHECK_OUT is abandoned once it is `maxAgeMinutes` old AND no card page of it is still open: a shopper
 * typing a card number on a page opened late keeps the order until that page closes.
 */
export function isAbandoned(order: UnpaidOrderAge, now: Date, maxAgeMinutes: number): boolean {
  if (order.createdAt.getTime() > abandonmentCutoff(now, maxAgeMinutes).getTime()) return false
  return !order.openCardPageUntil || order.openCardPageUntil.getTime() <= now.getTime()
}

/**
 * `expires_at` (Unix seconds) of a new card page: when the order becomes abandoned, so the page never outlives the
 * order, but within Stripe's bounds (at least 30 minutes, at most 24 hours from now). A page opened just before the
 * deadline therefore lives 30 minutes, and `isAbandoned` waits for it.
 */
export function cardPageExpiresAt(orderCreatedAt: Date, now: Date, maxAgeMinutes: number): number {
  const nowSeconds = Math.floor(now.getTime() / 1000)
  const deadline = Math.floor(orderCreatedAt.getTime() / 1000) + maxAgeMinutes * 60
  const earliest = nowSeconds + CARD_PAGE_MIN_SECONDS + BOUND_MARGIN_SECONDS
  const latest = nowSeconds + CARD_PAGE_MAX_SECONDS - BOUND_MARGIN_SECONDS
  return Math.min(Math.max(deadline, earliest), latest)
}
