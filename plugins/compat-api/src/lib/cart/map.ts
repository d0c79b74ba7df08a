import { htFromTtc, majorToCents, type ApiCart, type ApiCartDiscount, type ApiCartLine, type ApiPrice } from "@shop/shared"
import { ttcFromHt } from "@shop/product-search"
import type { Amount, CartLineRecord, CartRecord } from "./record"

/** A plain number or decimal text of an amount; BigNumbers give their exact text first. */
function plain(amount: Amount): number | string | null {
  if (amount === null || amount === undefined || amount === "") return null
  if (typeof amount === "object") return amount.raw?.value ?? amount.numeric ?? null
  return amount
}

/** Medusa amount (major units) -> integer cents; absent or unreadable amounts count as 0. */
export function cents(amount: Amount): number {
  const value = plain(amount)
  if (value === null || value === "") return 0
  if (typeof value === "number" && !Number.isFinite(value)) return 0
  return majorToCents(value)
}

function count(amount: Amount): number {
  const raw = plain(amount)
  const value = typeof raw === "string" ? Number(raw) : raw ?? 0
  return Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0
}

/** Sum of the line's tax rates in percent; the region's default rate when Medusa computed none. */
export function lineTaxRate(line: CartLineRecord, fallbackRatePercent: number): number {
  const rates = (line.tax_lines ?? []).flatMap((taxLine) => (taxLine ? [Number(plain(taxLine.rate) ?? 0)] : []))
  if (!rates.length) return fallbackRatePercent
  return rates.reduce((sum, rate) => sum + (Number.isFinite(rate) ? rate : 0), 0)
}

/** Unit price of a line as { ht, ttc } cents, whichever of the two Medusa stores. */
export function lineUnitPrice(line: CartLineRecord, fallbackRatePercent: number): ApiPrice {
  const rate = lineTaxRate(line, fallbackRatePercent)
  const unit = cents(line.unit_price)
  if (line.is_tax_inclusive === false) return { ht: unit, ttc: ttcFromHt(unit, rate) }
  return { ht: htFromTtc(unit, rate), ttc: unit }
}

export type CartContext = {
  /** the region's default VAT rate, for lines Medusa has not taxed yet */
  taxRatePercent: number
  /** units each variant can still sell in the storefront's channel; absent or null = not tracked */
  availability: Record<string, number | null | undefined>
  /**
   * TTC cents of the delivery the order will charge (home delivery rate for consumers, 0 for pros), for a cart that
   * has no shipping method yet (issue 11 item 0); with a method, Medusa's own shipping total is the truth.
   */
  upcomingDeliveryTtc?: number
}

export function hasInventoryError(line: CartLineRecord, availability: CartContext["availability"]): boolean {
  if (line.variant?.manage_inventory === false || !line.variant_id) return false
  const available = availability[line.variant_id]
  if (available === null || available === undefined) return false
  return count(line.quantity) > available
}

export function toApiCartLine(line: CartLineRecord, context: CartContext): ApiCartLine {
  return {
    ean: line.variant?.ean ?? null,
    designation: line.product_title || line.title || "",
    image: line.thumbnail || null,
    quantity: count(line.quantity),
    price: lineUnitPrice(line, context.taxRatePercent),
    inventoryError: hasInventoryError(line, context.availability),
  }
}

/** Promotion adjustments summed per code, TTC as Medusa applies them; HT with the line's rate. */
export function cartDiscounts(lines: CartLineRecord[], taxRatePercent: number): ApiCartDiscount[] {
  const byCode = new Map<string, ApiCartDiscount>()
  for (const line of lines) {
    const rate = lineTaxRate(line, taxRatePercent)
    for (const adjustment of line.adjustments ?? []) {
      if (!adjustment) continue
      const name = adjustment.code || ""
      const ttc = cents(adjustment.amount)
      const entry = byCode.get(name) ?? { name, ht: 0, ttc: 0 }
      entry.ttc += ttc
      entry.ht += line.is_tax_inclusive === false ? ttc : htFromTtc(ttc, rate)
      byCode.set(name, entry)
    }
  }
  return [...byCode.values()]
}

/**
 * A Medusa cart -> the section-3 cart. Totals are Medusa's own (after discounts and taxes): TTC is the
 * total, HT the total less its tax; lines come in the order Medusa lists them.
 */
export function toApiCart(cart: CartRecord, context: CartContext): ApiCart {
  const lines = (cart.items ?? []).filter((line): line is CartLineRecord => line !== null)
  const articlesTtc = cents(cart.item_total)
  const hasShippingMethod = (cart.shipping_methods ?? []).some(Boolean)
  // Until checkout adds the shipping method, the delivery the order will charge is announced and counted in.
  const upcoming = !hasShippingMethod && lines.length > 0 ? context.upcomingDeliveryTtc ?? 0 : 0
  const upcomingHt = htFromTtc(upcoming, context.taxRatePercent)
  const deliveryTtc = cents(cart.shipping_total) + upcoming
  const deliveryHt = cents(cart.shipping_total) - cents(cart.shipping_tax_total) + upcomingHt
  const netTtc = cents(cart.total) + upcoming
  const netHt = netTtc - cents(cart.tax_total) - (upcoming - upcomingHt)
  return {
    products: lines.map((line) => toApiCartLine(line, context)),
    discounts: cartDiscounts(lines, context.taxRatePercent),
    total: {
      articles: { ht: articlesTtc - cents(cart.item_tax_total), ttc: articlesTtc },
      delivery: { ht: deliveryHt, ttc: deliveryTtc },
      net: { ht: netHt, ttc: netTtc, vat: netTtc - netHt },
    },
  }
}

export const EMPTY_CART: ApiCart = {
  products: [],
  discounts: [],
  total: { articles: { ht: 0, ttc: 0 }, delivery: { ht: 0, ttc: 0 }, net: { ht: 0, ttc: 0, vat: 0 } },
}
