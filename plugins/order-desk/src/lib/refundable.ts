/**
 * How much of an order may still be refunded, and from which payment: pure, in integer cents (Medusa keeps major
 * units; they are turned into cents once, by the caller). Unit-tested in __tests__/refundable.test.ts.
 */

export type PaymentMoney = {
  id: string
  providerId: string
  /** captured minus nothing: the sum of the payment's captures */
  captured: number
  /** the sum of its refunds */
  refunded: number
}

export function refundableOf(payment: PaymentMoney): number {
  return Math.max(0, payment.captured - payment.refunded)
}

export function refundableTotal(payments: PaymentMoney[]): number {
  return payments.reduce((sum, payment) => sum + refundableOf(payment), 0)
}

export type RefundPlan = { ok: true; parts: { paymentId: string; providerId: string; amount: number }[] } | { ok: false; refundable: number }

/**
 * Splits a refund over the captured payments (an order normally has one: the card or the transfer), oldest first,
 * never more than what each still holds; refused when the amount exceeds the total still refundable.
 */
export function planRefund(payments: PaymentMoney[], amount: number): RefundPlan {
  if (!Number.isSafeInteger(amount) || amount <= 0) return { ok: false, refundable: refundableTotal(payments) }
  const refundable = refundableTotal(payments)
  if (amount > refundable) return { ok: false, refundable }
  const parts: { paymentId: string; providerId: string; amount: number }[] = []
  let left = amount
  for (const payment of payments) {
    if (left === 0) break
    const take = Math.min(left, refundableOf(payment))
    if (take > 0) {
      parts.push({ paymentId: payment.id, providerId: payment.providerId, amount: take })
      left -= take
    }
  }
  return { ok: true, parts }
}
