import { ORDER_STATE_LABELS } from "@shop/order-states/lib/messages"
import type { ApiHistoryEntry, HistoryKind } from "@shop/shared"

/** One row of the history's union query: an order-state transition, a staff order comment or a staff quote comment. */
export type HistoryRow = {
  id: string
  kind: HistoryKind
  source: "transition" | "order-comment" | "quote-comment"
  at: Date | string
  order_id: string | null
  order_number: number | string | null
  quote_ref: string | null
  from_state: string | null
  to_state: string | null
  reason: string | null
  content: string | null
  actor_type: string
  actor_id: string | null
}

export const HISTORY_TEXTS = {
  order: (number: string) => `Commande n° ${number}`,
  quote: (ref: string) => `Devis ${ref}`,
  comment: "commentaire",
  actors: { customer: "Client", system: "Système", payment: "Paiement", staff: "Équipe" } as Record<string, string>,
} as const

const stateLabel = (state: string) => ORDER_STATE_LABELS[state as keyof typeof ORDER_STATE_LABELS] ?? state

/** The French line of one history row, and who did it (a staff member's e-mail when known). */
export function toHistoryEntry(row: HistoryRow, staffEmails: Map<string, string>): ApiHistoryEntry {
  const number = row.order_number === null ? null : Number(row.order_number)
  const subject = row.source === "quote-comment" ? HISTORY_TEXTS.quote(row.quote_ref ?? "?") : HISTORY_TEXTS.order(number === null ? "?" : String(number))
  let text: string
  if (row.source === "transition") {
    const move = row.from_state ? `« ${stateLabel(row.from_state)} » → « ${stateLabel(row.to_state ?? "")} »` : `« ${stateLabel(row.to_state ?? "")} »`
    text = `${subject} : ${move}${row.reason ? ` (${row.reason})` : ""}`
  } else {
    text = `${subject}, ${HISTORY_TEXTS.comment} : ${row.content ?? ""}`
  }
  const actor =
    row.actor_type === "staff" && row.actor_id && staffEmails.has(row.actor_id)
      ? staffEmails.get(row.actor_id)!
      : (HISTORY_TEXTS.actors[row.actor_type] ?? row.actor_type)
  return {
    id: row.id,
    kind: row.kind,
    at: new Date(row.at).toISOString(),
    orderId: row.order_id,
    orderNumber: number,
    text,
    actor,
  }
}
