/**
 * Emitted once a staff refund is recorded (Medusa's refund-payments workflow emits nothing); the invoices plugin
 * issues a credit note per refund of the order.
 */
export const ORDER_REFUNDED = "order_desk.order_refunded"

export type OrderRefunded = { order_id: string }
