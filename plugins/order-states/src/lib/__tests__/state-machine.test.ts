import { MedusaError } from "@medusajs/framework/utils"
import { ORDER_STATE_LABELS, ORDER_STATE_MESSAGES } from "../messages"
import { ORDER_STATES, type OrderState } from "../order-state"
import { orderStateMachine } from "../state-machine"

// The table as the README and ADR 001 write it, spelled out here independently of the code under test.
const LEGAL: ReadonlyArray<readonly [OrderState, OrderState]> = [
  ["CHECK_OUT", "PENDING"],
  ["CHECK_OUT", "PAYED"],
  ["CHECK_OUT", "CANCELLED"],
  ["PENDING", "PAYED"],
  ["PENDING", "CANCELLED"],
  ["PENDING", "BLOCKED"],
  ["PAYED", "READY"],
  ["PAYED", "CANCELLED"],
  ["PAYED", "BLOCKED"],
  ["READY", "SENT"],
  ["READY", "CANCELLED"],
  ["READY", "BLOCKED"],
  ["SENT", "DELIVERED"],
]
const isLegal = (from: OrderState, to: OrderState) => LEGAL.some(([f, t]) => f === from && t === to)
const NOT_BLOCKED = ORDER_STATES.filter((s) => s !== "BLOCKED")
const pairs = NOT_BLOCKED.flatMap((from) => ORDER_STATES.map((to) => [from, to] as const))

function refusal(from: string, to: string, heldIn?: OrderState): MedusaError {
  try {
    orderStateMachine.assertTransition(from, to, heldIn)
  } catch (error) {
    return error as MedusaError
  }
  throw new Error(`${from} → ${to} was accepted`)
}

describe("orderStateMachine: the transition table", () => {
  it("knows the eight states of spec 4.1 and starts orders in CHECK_OUT", () => {
    expect([...orderStateMachine.states]).toEqual([
      "CHECK_OUT", "PENDING", "PAYED", "READY", "SENT", "DELIVERED", "CANCELLED", "BLOCKED",
    ])
    expect(orderStateMachine.initial).toBe("CHECK_OUT")
  })

  it.each(pairs.filter(([from, to]) => isLegal(from, to)))("allows %s → %s", (from, to) => {
    expect(orderStateMachine.canTransition(from, to)).toBe(true)
    expect(() => orderStateMachine.assertTransition(from, to)).not.toThrow()
  })

  it.each(pairs.filter(([from, to]) => !isLegal(from, to)))("refuses %s → %s in French (NOT_ALLOWED)", (from, to) => {
    expect(orderStateMachine.canTransition(from, to)).toBe(false)
    const error = refusal(from, to)
    expect(error).toBeInstanceOf(MedusaError)
    expect(error.type).toBe(MedusaError.Types.NOT_ALLOWED)
    expect(error.message).toBe(
      `Une commande « ${ORDER_STATE_LABELS[from]} » ne peut pas passer à l'état « ${ORDER_STATE_LABELS[to]} ».`
    )
  })

  it("counts 13 legal moves out of the 56 pairs outside BLOCKED", () => {
    expect(pairs.filter(([from, to]) => orderStateMachine.canTransition(from, to))).toHaveLength(13)
  })

  it("lists the next states a back-office may offer", () => {
    expect(orderStateMachine.nextStates("CHECK_OUT")).toEqual(["PENDING", "PAYED", "CANCELLED"])
    expect(orderStateMachine.nextStates("SENT")).toEqual(["DELIVERED"])
    expect(orderStateMachine.nextStates("BLOCKED", "PENDING")).toEqual(["PENDING", "CANCELLED"])
  })

  it("ends in DELIVERED and CANCELLED only", () => {
    expect(ORDER_STATES.filter((s) => orderStateMachine.isFinal(s))).toEqual(["DELIVERED", "CANCELLED"])
  })
})

describe("orderStateMachine: leaving BLOCKED", () => {
  const HELD: OrderState[] = ["PENDING", "PAYED", "READY"]

  it.each(HELD)("goes back to the state it was held in (%s) or is cancelled, nothing else", (heldIn) => {
    for (const to of ORDER_STATES) {
      const expected = to === heldIn || to === "CANCELLED"
      expect([to, orderStateMachine.canTransition("BLOCKED", to, heldIn)]).toEqual([to, expected])
    }
  })

  it("explains in French why a held transfer cannot come out as READY", () => {
    const error = refusal("BLOCKED", "READY", "PENDING")
    expect(error.type).toBe(MedusaError.Types.NOT_ALLOWED)
    expect(error.message).toBe(
      "Cette commande était « En attente de votre virement » avant sa vérification : elle ne peut en sortir que vers cet état ou « Annulée », pas vers « En préparation »."
    )
  })

  it("only cancels when the held state is unknown", () => {
    expect(orderStateMachine.nextStates("BLOCKED")).toEqual(["CANCELLED"])
  })

  it("never unblocks to CHECK_OUT, SENT or DELIVERED, whatever the held state", () => {
    for (const to of ["CHECK_OUT", "SENT", "DELIVERED", "BLOCKED"] as const) {
      for (const heldIn of ORDER_STATES) expect(orderStateMachine.canTransition("BLOCKED", to, heldIn)).toBe(false)
    }
  })
})

describe("orderStateMachine: bad input and labels", () => {
  it("refuses a state that does not exist", () => {
    const error = refusal("PAYED", "SHIPPED")
    expect(error.type).toBe(MedusaError.Types.NOT_ALLOWED)
    expect(error.message).toBe("L'état de commande « SHIPPED » n'existe pas.")
    expect(refusal("payed", "READY").message).toBe("L'état de commande « payed » n'existe pas.")
  })

  it("gives each state the French label a shopper reads in /me", () => {
    expect(Object.fromEntries(ORDER_STATES.map((s) => [s, orderStateMachine.label(s)]))).toEqual({
      CHECK_OUT: "Paiement non abouti",
      PENDING: "En attente de votre virement",
      PAYED: "Payée",
      READY: "En préparation",
      SENT: "Expédiée",
      DELIVERED: "Livrée",
      CANCELLED: "Annulée",
      BLOCKED: "En cours de vérification",
    })
  })

  it("keeps the other refusals in the messages module", () => {
    expect(ORDER_STATE_MESSAGES.noStateYet).toBe("Aucun état n'est enregistré pour cette commande.")
    expect(ORDER_STATE_MESSAGES.changedMeanwhile).toBe(
      "L'état de cette commande vient d'être modifié : rechargez-la puis recommencez."
    )
  })
})

describe("payment questions the checkout asks", () => {
  it("takes a card only before any payment choice, a transfer also while it is awaited", () => {
    expect(orderStateMachine.acceptsPayment("CHECK_OUT", "card")).toBe(true)
    expect(orderStateMachine.acceptsPayment("CHECK_OUT", "transfer")).toBe(true)
    expect(orderStateMachine.acceptsPayment("PENDING", "card")).toBe(false)
    expect(orderStateMachine.acceptsPayment("PENDING", "transfer")).toBe(true)
    for (const state of ["PAYED", "READY", "SENT", "DELIVERED", "CANCELLED", "BLOCKED"] as const) {
      expect(orderStateMachine.acceptsPayment(state, "card")).toBe(false)
      expect(orderStateMachine.acceptsPayment(state, "transfer")).toBe(false)
    }
  })

  it("moves a paid card to PAYED and a chosen transfer to PENDING, both allowed from CHECK_OUT", () => {
    expect(orderStateMachine.stateAfterPayment("card")).toBe("PAYED")
    expect(orderStateMachine.stateAfterPayment("transfer")).toBe("PENDING")
    for (const method of ["card", "transfer"] as const) {
      expect(orderStateMachine.canTransition("CHECK_OUT", orderStateMachine.stateAfterPayment(method))).toBe(true)
    }
  })

  it("says which orders await a transfer and which are still in checkout", () => {
    expect(orderStateMachine.awaitsTransfer("PENDING")).toBe(true)
    expect(orderStateMachine.awaitsTransfer("CHECK_OUT")).toBe(false)
    expect(orderStateMachine.isInCheckout("CHECK_OUT")).toBe(true)
    expect(orderStateMachine.isInCheckout("PENDING")).toBe(false)
  })
})
