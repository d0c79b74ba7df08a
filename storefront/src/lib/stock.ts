import { stockState as stockStateOf, type StockState } from '@shop/shared';
import { messages } from '../messages';

/** Same vocabulary and threshold as the `/api` product answer, so static and live pages agree. */
export type StockKind = StockState;

export type StockDisplay = { kind: StockKind; label: string; available: boolean };

/** `quantity` null means Medusa does not track stock for the variant: it can always be sold. */
export function stockState(quantity: number | null | undefined): StockDisplay {
  const kind = stockStateOf(quantity ?? null);
  if (kind === 'out_of_stock') return { kind, label: messages.product.outOfStock, available: false };
  if (kind === 'low') return { kind, label: messages.product.lowStock(quantity as number), available: true };
  return { kind, label: messages.product.inStock, available: true };
}
