import { MedusaError } from "@medusajs/framework/utils"
import { ORDER_STATE_LABELS, ORDER_STATE_MESSAGES } from "./messages"
import { isOrderState, ORDER_STATES, type OrderState } from "./order-state"

/**
 * The allowed moves between the eight states (the spec leaves them open; the reasons are in
 * docs/adr/001-order-state-transitions.md and the plugin README). Anything not listed is refused,
 * including staying in the same state.
 */
export const ORDER_STATE_TRANSITIONS: Readonly<Record<OrderState, readonly OrderState[]>> = {
  CHECK_OUT: ["PENDING", "PAYED", "CANCELLED"],
  PENDING: ["PAYED", "CANCELLED", "BLOCKED"],
  PAYED: ["READY", "CANCELLED", "BLOCKED"],
  READY: ["SENT", "CANCELLED", "BLOCKED"],
  SENT: ["DELIVERED"],
  DELIVERED: [],
  CANCELLED: [],
  // Leaving the verification goes back to the state the order was held in, or cancels it (see `heldIn`).
  BLOCKED: ["PENDING", "PAYED", "READY", "CANCELLED"],
}

/** How a customer pays (spec 1 and 6): card for everyone, bank transfer for pros. */
export type PaymentMethod = "card" | "transfer"

/**
 * The payment a customer may still start in each state: before any choice both; while a transfer is awaited only
 * the transfer again (its instructions), never a card (that would take the money twice: issue 11 item 2); after
 * that, none.
 */
const PAYMENT_METHODS_OPEN: Readonly<Record<OrderState, readonly PaymentMethod[]>> = {
  CHECK_OUT: ["card", "transfer"],
  PENDING: ["transfer"],
  PAYED: [],
  READY: [],
  SENT: [],
  DELIVERED: [],
  CANCELLED: [],
  BLOCKED: [],
}

export type TransitionCheck = { allowed: true } | { allowed: false; message: string }

/**
 * `heldIn` is the state an order was in when it was BLOCKED: a verification may end with the order going on
 * from where it stopped, or cancelled, never further (a held transfer must not come out as READY unpaid).
 */
function check(from: string, to: string, heldIn?: OrderState): TransitionCheck {
  for (const state of [from, to]) {
    if (!isOrderState(state)) return { allowed: false, message: ORDER_STATE_MESSAGES.unknownState(state) }
  }
  const source = from as OrderState
  const target = to as OrderState
  if (!ORDER_STATE_TRANSITIONS[source].includes(target)) {
    return { allowed: false, message: ORDER_STATE_MESSAGES.transitionNotAllowed(source, target) }
  }
  if (source === "BLOCKED" && target !== "CANCELLED" && target !== heldIn) {
    return heldIn
      ? { allowed: false, message: ORDER_STATE_MESSAGES.releaseToOtherState(heldIn, target) }
      : { allowed: false, message: ORDER_STATE_MESSAGES.transitionNotAllowed(source, target) }
  }
  return { allowed: true }
}

export const orderStateMachine = {
  states: ORDER_STATES,
  /** Every new order starts here: created at checkout, no payment succeeded yet. */
  initial: "CHECK_OUT" as OrderState,
  transitions: ORDER_STATE_TRANSITIONS,

  check,

  canTransition(from: string, to: string, heldIn?: OrderState): boolean {
    return check(from, to, heldIn).allowed
  },

  /** The states an order may move to now (what a back-office offers as buttons). */
  nextStates(from: OrderState, heldIn?: OrderState): OrderState[] {
    return ORDER_STATE_TRANSITIONS[from].filter((to) => check(from, to, heldIn).allowed)
  },

  /** Throws the French refusal as a MedusaError NOT_ALLOWED (HTTP 400) when the move is not in the table. */
  assertTransition(from: string, to: string, heldIn?: OrderState): void {
    const result = check(from, to, heldIn)
    if (!result.allowed) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, result.message)
  },

  /** Whether a customer may start (or resume) this payment method on an order in this state. */
  acceptsPayment(state: OrderState, method: PaymentMethod): boolean {
    return PAYMENT_METHODS_OPEN[state].includes(method)
  },

  /** The state a settled payment of this method moves an order to from the initial state. */
  stateAfterPayment(method: PaymentMethod): OrderState {
    return method === "card" ? "PAYED" : "PENDING"
  },

  /** The order waits for a bank transfer: its voucher shows the bank details. */
  awaitsTransfer(state: OrderState): boolean {
    return state === "PENDING"
  },

  /** The order has not left the checkout yet (no payment chosen): the abandonment job watches these. */
  isInCheckout(state: OrderState): boolean {
    return state === "CHECK_OUT"
  },

  isFinal(state: OrderState): boolean {
    return ORDER_STATE_TRANSITIONS[state].length === 0
  },

  label(state: OrderState): string {
    return ORDER_STATE_LABELS[state]
  },
}
