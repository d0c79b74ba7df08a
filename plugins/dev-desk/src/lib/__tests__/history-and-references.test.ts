import { toHistoryEntry, type HistoryRow } from "../history-lines"
import { likePattern, marketplaceIdsOf } from "../references"

const base: HistoryRow = {
  id: "ordtr_1",
  kind: "states",
  source: "transition",
  at: "2026-11-26T10:00:00.000Z",
  order_id: "order_1",
  order_number: "42",
  quote_ref: null,
  from_state: "PAYED",
  to_state: "READY",
  reason: null,
  content: null,
  actor_type: "staff",
  actor_id: "user_1",
}

describe("history lines", () => {
  it("says an order's state change in French with the staff member's e-mail", () => {
    expect(toHistoryEntry(base, new Map([["user_1", "admin@maison-chaleur.fr"]]))).toEqual({
      id: "ordtr_1",
      kind: "states",
      at: "2026-11-26T10:00:00.000Z",
      orderId: "order_1",
      orderNumber: 42,
      text: "Commande n° 42 : « Payée » → « En préparation »",
      actor: "admin@maison-chaleur.fr",
    })
  })

  it("names the first state alone, the reason, and who is not staff", () => {
    const first = toHistoryEntry({ ...base, from_state: null, to_state: "CHECK_OUT", actor_type: "customer", actor_id: "cus_1" }, new Map())
    expect(first.text).toBe("Commande n° 42 : « Paiement non abouti »")
    expect(first.actor).toBe("Client")
    const cancelled = toHistoryEntry({ ...base, to_state: "CANCELLED", reason: "Rupture", actor_type: "system", actor_id: null }, new Map())
    expect(cancelled.text).toBe("Commande n° 42 : « Payée » → « Annulée » (Rupture)")
    expect(cancelled.actor).toBe("Système")
  })

  it("says the staff's comments on orders and quotes", () => {
    const onOrder = toHistoryEntry({ ...base, kind: "staff", source: "order-comment", from_state: null, to_state: null, content: "Client rappelé" }, new Map())
    expect(onOrder.text).toBe("Commande n° 42, commentaire : Client rappelé")
    const onQuote = toHistoryEntry({ ...base, kind: "staff", source: "quote-comment", order_number: null, order_id: null, quote_ref: "22-ABCDEF", content: "Prix revu" }, new Map())
    expect(onQuote).toMatchObject({ text: "Devis 22-ABCDEF, commentaire : Prix revu", orderNumber: null, actor: "Équipe" })
  })
})

describe("references", () => {
  it("give the EAN as the marketplace id the feeds use", () => {
    expect(marketplaceIdsOf("3760123456789")).toEqual({ google: "3760123456789", manomano: "3760123456789" })
    expect(marketplaceIdsOf(null)).toEqual({})
  })

  it("search wildcards literally", () => {
    expect(likePattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%")
  })
})
