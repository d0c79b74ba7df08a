import { majorToCents } from "@shop/shared"
import { proPriceAmount } from "./pro-price"

type Amount = number | string | { value?: number | string } | null | undefined

/** One price of a variant's price set as Query returns it (list prices and price-list prices alike). */
export type VariantPriceRecord = {
  id: string
  amount?: Amount
  raw_amount?: Amount
  currency_code?: string | null
  price_list_id?: string | null
  rules_count?: number | null
}

export type VariantPricesRecord = {
  id: string
  price_set?: { prices?: (VariantPriceRecord | null)[] | null } | null
}

export type ProPriceChanges = {
  create: { variant_id: string; amount: string; currency_code: string }[]
  update: { id: string; variant_id: string; amount: string; currency_code: string }[]
  delete: string[]
}

function decimal(value: Amount): number | string | null {
  if (value === null || value === undefined || value === "") return null
  if (typeof value === "object") return decimal(value.value)
  return value
}

function amountOf(price: VariantPriceRecord): number | string | null {
  return decimal(price.raw_amount) ?? decimal(price.amount)
}

/**
 * What the pro price list must change so that every variant has exactly one pro price in
 * `currency`, equal to its list price less 2 %: the list price is the variant's price in that
 * currency outside any price list and without rules (a region-specific price is no list price).
 * A variant that lost its list price loses its pro price too; duplicates are removed.
 */
export function planProPriceChanges(variants: VariantPricesRecord[], priceListId: string, currency = "eur"): ProPriceChanges {
  const changes: ProPriceChanges = { create: [], update: [], delete: [] }
  for (const variant of variants) {
    const prices = (variant.price_set?.prices ?? []).filter(
      (price): price is VariantPriceRecord => !!price && price.currency_code === currency
    )
    const list = prices.find((price) => !price.price_list_id && !price.rules_count && amountOf(price) !== null)
    const pro = prices.filter((price) => price.price_list_id === priceListId)
    if (!list) {
      changes.delete.push(...pro.map((price) => price.id))
      continue
    }
    const wanted = proPriceAmount(amountOf(list)!)
    const [kept, ...duplicates] = pro
    changes.delete.push(...duplicates.map((price) => price.id))
    if (!kept) {
      changes.create.push({ variant_id: variant.id, amount: wanted, currency_code: currency })
    } else {
      const current = amountOf(kept)
      if (current === null || majorToCents(current) !== majorToCents(wanted)) {
        changes.update.push({ id: kept.id, variant_id: variant.id, amount: wanted, currency_code: currency })
      }
    }
  }
  return changes
}

export function isEmptyPlan(changes: ProPriceChanges): boolean {
  return !changes.create.length && !changes.update.length && !changes.delete.length
}
