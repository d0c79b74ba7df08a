/**
 * The one lock an order's payment is decided under (issue 11 item 2): choosing transfer, opening a card page and
 * settling a card all take it, and so does Medusa's own payment webhook workflow (it locks the cart id). An order
 * made outside a cart falls back to `payment:<order>`.
 */
export function paymentLockKey(orderId: string, cartId: string | null | undefined): string {
  return cartId || `payment:${orderId}`
}

/** Seconds a payment call waits for the order's lock (a settle holds it about a second). */
export const PAYMENT_LOCK_TIMEOUT = 60
