import type { StockState } from "./api";

/** At this many units or fewer a product is shown as nearly sold out ('Plus que N en stock'). */
export const LOW_STOCK_MAX = 3;

/** `available` null means the stock is not tracked: the product can always be sold. */
export function stockState(available: number | null): StockState {
  if (available === null) return "in_stock";
  if (available <= 0) return "out_of_stock";
  return available <= LOW_STOCK_MAX ? "low" : "in_stock";
}
