/** The eight order states of spec section 4.1, in the order an order normally lives them. */
export const ORDER_STATES = ["CHECK_OUT", "PENDING", "PAYED", "READY", "SENT", "DELIVERED", "CANCELLED", "BLOCKED"] as const

export type OrderState = (typeof ORDER_STATES)[number]

/** Who asked for a change, written in the history with each transition. */
export const ORDER_STATE_ACTORS = ["customer", "staff", "system", "payment"] as const

export type OrderStateActor = (typeof ORDER_STATE_ACTORS)[number]

export function isOrderState(value: unknown): value is OrderState {
  return typeof value === "string" && (ORDER_STATES as readonly string[]).includes(value)
}
