import type { PendingTransferDelays } from "../options"

/**
 * A PENDING order (bank transfer chosen, money not arrived) holds its stock unpaid (issue 11 item 12). Pure rules of
 * the job `expire-pending-transfers` (docs/adr/002-payment-flow.md): after `reminderDays` the buyer gets one reminder
 * e-mail; after `expiryDays` the order is cancelled and its stock released. Ages count from the move into PENDING.
 */
export type PendingTransferAction = "wait" | "remind" | "cancel"

const DAY_MS = 24 * 60 * 60 * 1000

export function pendingTransferAction(pendingSince: Date, now: Date, delays: PendingTransferDelays): PendingTransferAction {
  const age = now.getTime() - pendingSince.getTime()
  if (age >= delays.expiryDays * DAY_MS) return "cancel"
  if (age >= delays.reminderDays * DAY_MS) return "remind"
  return "wait"
}

/** Orders that moved into PENDING before this instant may need a reminder (the job's cheap first selection). */
export function reminderCutoff(now: Date, delays: PendingTransferDelays): Date {
  return new Date(now.getTime() - delays.reminderDays * DAY_MS)
}

/** The date the order will be cancelled on, for the reminder's text. */
export function pendingExpiryDate(pendingSince: Date, delays: PendingTransferDelays): Date {
  return new Date(pendingSince.getTime() + delays.expiryDays * DAY_MS)
}

/** The history line's reason and actor when the job cancels an order. */
export const PENDING_TRANSFER_EXPIRED_REASON = "Virement non reçu dans le délai"
export const PENDING_TRANSFER_ACTOR = "expire-pending-transfer"
