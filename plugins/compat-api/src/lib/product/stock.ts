import { stockState, type ApiStock } from "@shop/shared"

/** Untracked stock (manage_inventory off) is always sellable; tracked stock never goes below zero. */
export function toApiStock(available: number | null | undefined, managed: boolean): ApiStock {
  if (!managed || available === null || available === undefined) {
    return managed ? { available: 0, state: "out_of_stock" } : { available: null, state: "in_stock" }
  }
  const units = Math.max(0, Math.floor(available))
  return { available: units, state: stockState(units) }
}
