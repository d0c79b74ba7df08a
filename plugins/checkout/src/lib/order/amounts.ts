import { cents } from "@shop/compat-api/lib/cart/map"
import type { Amount } from "@shop/compat-api/lib/cart/record"

/** The parts of a Medusa order (or cart) the amounts are made of: decimals, sub-cent after percentage discounts. */
export type AmountsSource = {
  items?: ({ total?: Amount } | null)[] | null
  item_total?: Amount
  shipping_total?: Amount
  tax_total?: Amount
}

/** An order's amounts in integer cents, each line rounded once; everything else is a sum of those. */
export type OrderAmounts = {
  /** Each line's total after its discounts, TTC, in the order's item order. */
  lines: number[]
  articles: number
  delivery: number
  /** What is charged: by card, by transfer, in every answer and e-mail. */
  ttc: number
  vat: number
  ht: number
}

/**
 * The one place an order's decimals become cents (issue 11 item 5). Medusa keeps sub-cent totals (a 10 % voucher
 * on 19,99 €), so rounding each total separately can make lines + delivery differ from the total by a cent. Here
 * each line is rounded once; articles is their sum, the charged total articles + delivery, and HT the total less
 * the VAT: every figure shown or charged adds up exactly.
 */
export function orderAmounts(order: AmountsSource): OrderAmounts {
  const lines = order.items ? order.items.flatMap((line) => (line ? [cents(line.total)] : [])) : null
  const articles = lines ? lines.reduce((sum, line) => sum + line, 0) : cents(order.item_total)
  const delivery = cents(order.shipping_total)
  const ttc = articles + delivery
  const vat = Math.min(ttc, Math.max(0, cents(order.tax_total)))
  return { lines: lines ?? [], articles, delivery, ttc, vat, ht: ttc - vat }
}
