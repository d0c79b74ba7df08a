/**
 * Section 4.3 and 5: a cart quantity is parsed as an integer, 1 when absent; 0 removes the line.
 * Decimals, negatives, NaN, non-numeric text and values above the shop's limit are refused in French.
 * No zod here: the storefront's product pages use this rule and must not ship the schema library.
 */
import { DEFAULT_CART_QUANTITY, MAX_CART_QUANTITY } from './cart-quantity-limits';
import { VALIDATION_MESSAGES as M, quantityTooLargeMessage } from './messages';

export { DEFAULT_CART_QUANTITY, MAX_CART_QUANTITY } from './cart-quantity-limits';

export type CartQuantityResult = { success: true; quantity: number } | { success: false; message: string };

export function parseCartQuantity(raw: unknown): CartQuantityResult {
  let value: number;
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    return { success: true, quantity: DEFAULT_CART_QUANTITY };
  }
  if (typeof raw === 'number') {
    value = raw;
  } else if (typeof raw === 'string' && /^\s*\+?\d+\s*$/.test(raw)) {
    value = Number(raw);
  } else {
    return { success: false, message: M.quantityInvalid };
  }
  if (!Number.isInteger(value) || value < 0) return { success: false, message: M.quantityInvalid };
  if (value > MAX_CART_QUANTITY) return { success: false, message: quantityTooLargeMessage(MAX_CART_QUANTITY) };
  return { success: true, quantity: value };
}
