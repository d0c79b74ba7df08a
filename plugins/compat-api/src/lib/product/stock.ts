import type { ApiStock, StockState } from "@shop/shared"

/** At this many units or fewer a product is shown as nearly sold out. */
export const LOW_STOCK_MAX = 3

export function stockState(available: number | null): StockState {
  if (available === null) return "in_stock"
  if (available <= 0) return "out_of_stock"
  return available <= LOW_STOCK_MAX ? "low" : "in_stock"
}

/** Untracked stock (manage_inventory off) is always sellable; tracked stock never goes below zero. */
export function toApiStock(available: number | null | undefined, managed: boolean): ApiStock {
  if (!managed || available === null || available === undefined) {
    return managed ? { available: 0, state: "out_of_stock" } : { available: null, state: "in_stock" }
  }
  const units = Math.max(0, Math.floor(available))
  return { available: units, state: stockState(units) }
}
