import { centsToMajor, type ApiQuote } from "@shop/shared"
import { quoteTotals, ttcOf } from "./prices"
import { VAT_RATE_PERCENT } from "./catalogue"

/** 49990 → "499,90 €", in characters every standard PDF font has (no narrow no-break space). */
export function euros(cents: number): string {
  const [units, decimals] = centsToMajor(cents).split(".")
  return `${units.replace(/\B(?=(\d{3})+(?!\d))/g, " ")},${decimals} €`
}

export function apiQuoteTotals(quote: Pick<ApiQuote, "lines" | "deliveryPrice">) {
  return quoteTotals(
    quote.lines.map((line) => ({ quantity: line.quantity, quoted_unit_price: line.quotedUnitPrice })),
    quote.deliveryPrice
  )
}

/** "Total : 1 000,00 € HT (1 200,00 € TTC), livraison comprise." */
export function quoteTotalsText(quote: Pick<ApiQuote, "lines" | "deliveryPrice">): string {
  const totals = apiQuoteTotals(quote)
  if (!totals) return ""
  return `Total : ${euros(totals.ht)} HT (${euros(ttcOf(totals.ht, VAT_RATE_PERCENT))} TTC), livraison ${totals.deliveryHt ? "comprise" : "offerte"}.`
}
