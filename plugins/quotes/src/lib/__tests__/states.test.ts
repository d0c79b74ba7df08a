import { canLoadIntoCart, effectiveQuoteState, endOfParisDay, nextQuoteState, QUOTE_TRANSITIONS, stateAfter, type QuoteAction, type QuoteState } from "../states"

const STATES: QuoteState[] = ["requested", "answered", "accepted", "ordered", "expired", "archived"]
const ACTIONS: QuoteAction[] = ["answer", "accept", "archive", "load", "order", "comment", "delete"]

describe("quote state table (ADR 012)", () => {
  it("is exactly this table", () => {
    const table = Object.fromEntries(STATES.map((state) => [state, Object.fromEntries(ACTIONS.map((action) => [action, nextQuoteState(state, action)]))]))
    expect(table).toEqual({
      requested: { answer: "answered", accept: null, archive: "archived", load: null, order: null, comment: "requested", delete: "deleted" },
      answered: { answer: "answered", accept: "accepted", archive: "archived", load: "answered", order: "ordered", comment: "answered", delete: "deleted" },
      accepted: { answer: null, accept: null, archive: "archived", load: "accepted", order: "ordered", comment: "accepted", delete: "deleted" },
      expired: { answer: "answered", accept: null, archive: "archived", load: null, order: null, comment: "answered", delete: "deleted" },
      ordered: { answer: null, accept: null, archive: null, load: null, order: null, comment: "ordered", delete: null },
      archived: { answer: null, accept: null, archive: null, load: null, order: null, comment: null, delete: "deleted" },
    })
    expect(Object.keys(QUOTE_TRANSITIONS).sort()).toEqual([...STATES].sort())
  })

  it("lets staff re-answer (adjust) an answered quote and renew an expired one", () => {
    expect(nextQuoteState("answered", "answer")).toBe("answered")
    expect(nextQuoteState("expired", "answer")).toBe("answered")
  })

  it("accepts only an answered, still valid quote", () => {
    expect(STATES.filter((state) => nextQuoteState(state, "accept") !== null)).toEqual(["answered"])
  })

  it("loads into the cart only an answered or accepted, valid quote", () => {
    expect(STATES.filter(canLoadIntoCart)).toEqual(["answered", "accepted"])
  })

  it("keeps the stored state on a comment or a load (an expired quote stays answered underneath)", () => {
    expect(stateAfter("answered", "expired", "comment")).toBe("answered")
    expect(stateAfter("accepted", "accepted", "load")).toBe("accepted")
    expect(stateAfter("answered", "expired", "load")).toBeNull()
    expect(stateAfter("accepted", "expired", "answer")).toBe("answered")
  })
})

describe("validity", () => {
  it("ends at 23:59:59.999 in Paris, winter and summer", () => {
    expect(endOfParisDay("2026-01-15").toISOString()).toBe("2026-01-15T22:59:59.999Z")
    expect(endOfParisDay("2026-07-15").toISOString()).toBe("2026-07-15T21:59:59.999Z")
  })

  it("makes an answered or accepted quote expired once passed, never the others", () => {
    const until = endOfParisDay("2026-07-15")
    const before = new Date("2026-07-15T21:00:00Z")
    const after = new Date("2026-07-15T22:00:00Z")
    expect(effectiveQuoteState("answered", until, before)).toBe("answered")
    expect(effectiveQuoteState("answered", until, after)).toBe("expired")
    expect(effectiveQuoteState("accepted", until, after)).toBe("expired")
    expect(effectiveQuoteState("ordered", until, after)).toBe("ordered")
    expect(effectiveQuoteState("archived", until, after)).toBe("archived")
    expect(effectiveQuoteState("requested", null, after)).toBe("requested")
  })
})
