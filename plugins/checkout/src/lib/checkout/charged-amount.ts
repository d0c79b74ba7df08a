import { orderAmounts, type AmountsSource } from "../order/amounts"

/**
 * The amount a payment asks for, by card (the Stripe page's single line) or by transfer (the instructions): the
 * order's total as every answer and e-mail shows it, never Medusa's sub-cent total rounded on its own.
 */
export function chargedAmountOf(order: AmountsSource): number {
  return orderAmounts(order).ttc
}
