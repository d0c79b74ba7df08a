import { WITHDRAWAL_REFUSALS as R } from "./messages"

/** L221-18: fourteen days from the day the consumer receives the goods; before delivery the function is open. */
export const WITHDRAWAL_DAYS = 14
const SHOP_TIME_ZONE = "Europe/Paris"

export type WithdrawalFacts = {
  isPro: boolean
  /** the shop state of spec 4.1 (null for an order the checkout did not make) */
  state: string | null
  /** when the order entered DELIVERED (its history), null before */
  deliveredAt: Date | null
  alreadyRequested: boolean
}

/** The calendar day (YYYY-MM-DD) of an instant in Paris: the period counts days as the customer lives them. */
export function parisDay(instant: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant)
  return parts
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** 2026-07-03 → 03/07/2026 */
export function frenchDay(day: string): string {
  const [year, month, date] = day.split("-")
  return `${date}/${month}/${year}`
}

/** The last day (Paris, included) on which a delivered order may be withdrawn from. */
export function lastWithdrawalDay(deliveredAt: Date): string {
  return addDays(parisDay(deliveredAt), WITHDRAWAL_DAYS)
}

/** States in which a consumer's contract stands: paid, prepared, blocked for a check, on its way, delivered. */
const OPEN_STATES = new Set(["PAYED", "READY", "BLOCKED", "SENT", "DELIVERED"])

/** Why a withdrawal is refused now (French, shown as is), or null when it is accepted. */
export function withdrawalRefusal(facts: WithdrawalFacts, now: Date): string | null {
  if (facts.isPro) return R.pro
  if (facts.alreadyRequested) return R.alreadyRequested
  if (facts.state === "CANCELLED") return R.cancelled
  if (!facts.state || !OPEN_STATES.has(facts.state)) return R.notPaid
  if (facts.deliveredAt) {
    const lastDay = lastWithdrawalDay(facts.deliveredAt)
    if (parisDay(now) > lastDay) return R.expired(frenchDay(parisDay(facts.deliveredAt)), frenchDay(lastDay))
  }
  return null
}

export type OrderLine = { id: string; title: string; quantity: number }
export type ChosenLines = { ok: true; lines: OrderLine[] | null } | { ok: false; message: string }

/**
 * The lines the consumer sends back: none chosen is the whole order (null); each chosen line must be one of the
 * order's, asked once (quantities of a repeated line are added), never more than ordered.
 */
export function chosenLines(items: OrderLine[], requested: { id: string; quantity: number }[] | undefined): ChosenLines {
  if (!requested?.length) return { ok: true, lines: null }
  const byId = new Map(items.map((item) => [item.id, item]))
  const wanted = new Map<string, number>()
  for (const line of requested) {
    if (!byId.has(line.id)) return { ok: false, message: R.unknownLine }
    wanted.set(line.id, (wanted.get(line.id) ?? 0) + line.quantity)
  }
  const lines: OrderLine[] = []
  for (const [id, quantity] of wanted) {
    const item = byId.get(id)!
    if (quantity > item.quantity) return { ok: false, message: R.tooMany(item.title, item.quantity) }
    lines.push({ id, title: item.title, quantity })
  }
  return { ok: true, lines }
}
