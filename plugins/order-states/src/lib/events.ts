import type { OrderState } from "./order-state"

/** Emitted after every successful state change; subscribers (invoices) read `{ order_id, from, to }`. */
export const ORDER_STATE_CHANGED = "order_state.changed"

export type OrderStateChanged = { order_id: string; from: OrderState; to: OrderState }
