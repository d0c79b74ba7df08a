import { centsToMajor } from "@shop/shared"

/**
 * Price rules of a quote. Quote amounts are integer cents HT (what a trade counter quotes). In the cart the quoted
 * lines carry the quoted unit price as a custom price excluding tax (`is_tax_inclusive: false`): Medusa adds the VAT
 * of the line as for any HT line, and never reprices it. They are not discountable, so no automatic promotion (the pro
 * loyalty tiers) and no voucher reduce a price that is already negotiated; the pro catalogue −2 % does not apply either
 * since the price is not the catalogue's.
 */
export type QuotedLine = { ean: string; title: string; quantity: number; list_unit_price: number; quoted_unit_price: number | null }

export type QuoteTotals = { linesHt: number; deliveryHt: number; ht: number }

/** Lines at their quoted prices plus delivery, HT cents; null while a line has no quoted price. */
export function quoteTotals(lines: Pick<QuotedLine, "quantity" | "quoted_unit_price">[], deliveryPrice: number | null): QuoteTotals | null {
  if (!lines.length || lines.some((line) => line.quoted_unit_price === null)) return null
  const linesHt = lines.reduce((sum, line) => sum + line.quantity * (line.quoted_unit_price ?? 0), 0)
  const deliveryHt = deliveryPrice ?? 0
  return { linesHt, deliveryHt, ht: linesHt + deliveryHt }
}

/** TTC cents of an HT amount at a VAT rate in percent, half-up to the cent (what the order's tax line gives). */
export function ttcOf(htCents: number, ratePercent: number): number {
  return Math.round((htCents * (100 + ratePercent)) / 100)
}

/** What a cart line item gets for a quoted price: Medusa's major units as exact decimal text, excluding tax. */
export function cartUnitPrice(cents: number): { unit_price: number; is_tax_inclusive: false; is_custom_price: true; is_discountable: false } {
  return { unit_price: Number(centsToMajor(cents)), is_tax_inclusive: false, is_custom_price: true, is_discountable: false }
}

/** Lines with the same EAN are one line (quantities added; the first quoted price kept). */
export function mergeLinesByEan<T extends { ean: string; quantity: number }>(lines: T[]): T[] {
  const byEan = new Map<string, T>()
  for (const line of lines) {
    const seen = byEan.get(line.ean)
    if (seen) byEan.set(line.ean, { ...seen, quantity: seen.quantity + line.quantity })
    else byEan.set(line.ean, { ...line })
  }
  return [...byEan.values()]
}
