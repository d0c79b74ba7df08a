import { htFromTtc } from "@shop/shared"
import type { CompanyIdentity } from "./company"

/** Who buys: a consumer (name, address) or a pro (with company, SIRET and VAT number printed). */
export type BuyerSnapshot = {
  name: string
  email: string
  isPro: boolean
  company: string | null
  siret: string | null
  vatNumber: string | null
  addressLines: string[]
  postalCode: string
  city: string
  countryCode: string
}

/** A printed line, every amount in integer cents; `discount` is TTC taken off the line. */
export type LineSnapshot = { title: string; sku: string | null; quantity: number; unitHt: number; vatRate: number; discount: number; ht: number; vat: number; ttc: number }

export type AmountsSnapshot = { ht: number; vat: number; ttc: number }

/** Everything an invoice or credit note prints, frozen when it is issued. */
export type DocumentSnapshot = {
  seller: CompanyIdentity
  buyer: BuyerSnapshot
  orderNumber: string
  orderDate: string
  lines: LineSnapshot[]
  delivery: AmountsSnapshot & { vatRate: number }
  discounts: number
  totals: AmountsSnapshot
  payment: { method: "card" | "transfer"; paidAt: string }
  /** Credit notes: the invoice they cancel in whole or in part, and why. */
  refersTo: { number: string; issuedAt: string } | null
  reason: string | null
}

/** An order line as the checkout computed it, already in cents (lib/order/amounts of @shop/checkout). */
export type OrderLineInput = { title: string; sku: string | null; quantity: number; grossTtc: number; ttc: number; vatRate: number }

/**
 * Shares the order's VAT (cents) among its parts in proportion to their TTC, largest remainders first, so that
 * the parts' VAT adds up to exactly the order's VAT and each part's HT is its TTC less its VAT.
 */
export function shareVat(vat: number, parts: number[]): number[] {
  const total = parts.reduce((sum, part) => sum + part, 0)
  if (total === 0) return parts.map(() => 0)
  const exact = parts.map((part) => ({ floor: Math.floor((vat * part) / total), rest: (vat * part) % total }))
  let left = vat - exact.reduce((sum, share) => sum + share.floor, 0)
  const order = exact.map((share, index) => ({ index, rest: share.rest })).sort((a, b) => b.rest - a.rest || a.index - b.index)
  const shares = exact.map((share) => share.floor)
  for (const { index } of order) {
    if (left <= 0) break
    shares[index] += 1
    left -= 1
  }
  return shares
}

/**
 * The lines, delivery and totals of an invoice from the order's cents: totals TTC / TVA / HT are exactly the
 * order's (the checkout's `orderAmounts`), lines and delivery get their share of that VAT.
 */
export function invoiceAmounts(
  lines: OrderLineInput[],
  delivery: { ttc: number; vatRate: number },
  totals: AmountsSnapshot
): Pick<DocumentSnapshot, "lines" | "delivery" | "discounts" | "totals"> {
  const vats = shareVat(totals.vat, [...lines.map((line) => line.ttc), delivery.ttc])
  const printed = lines.map((line, index): LineSnapshot => {
    const vat = vats[index]
    const quantity = Math.max(1, line.quantity)
    return {
      title: line.title,
      sku: line.sku,
      quantity,
      unitHt: htFromTtc(Math.round(line.grossTtc / quantity), line.vatRate),
      vatRate: line.vatRate,
      discount: Math.max(0, line.grossTtc - line.ttc),
      ht: line.ttc - vat,
      vat,
      ttc: line.ttc,
    }
  })
  const deliveryVat = vats[lines.length]
  return {
    lines: printed,
    delivery: { ttc: delivery.ttc, vat: deliveryVat, ht: delivery.ttc - deliveryVat, vatRate: delivery.vatRate },
    discounts: printed.reduce((sum, line) => sum + line.discount, 0),
    totals,
  }
}

/**
 * A credit note for `amount` cents TTC of an invoice: the whole invoice's lines when it cancels all of it,
 * otherwise one line "Remboursement" whose VAT is the invoice's VAT in proportion.
 */
export function creditNoteAmounts(invoice: DocumentSnapshot, amount: number, label: string): Pick<DocumentSnapshot, "lines" | "delivery" | "discounts" | "totals"> {
  if (amount >= invoice.totals.ttc) {
    return { lines: invoice.lines, delivery: invoice.delivery, discounts: invoice.discounts, totals: invoice.totals }
  }
  const vat = invoice.totals.ttc === 0 ? 0 : Math.round((invoice.totals.vat * amount) / invoice.totals.ttc)
  const rate = invoice.lines[0]?.vatRate ?? 20
  return {
    lines: [{ title: label, sku: null, quantity: 1, unitHt: amount - vat, vatRate: rate, discount: 0, ht: amount - vat, vat, ttc: amount }],
    delivery: { ht: 0, vat: 0, ttc: 0, vatRate: rate },
    discounts: 0,
    totals: { ht: amount - vat, vat, ttc: amount },
  }
}
