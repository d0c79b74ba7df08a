import { useSessionSnapshot } from '../session/sessionStore';
import { cartItemCount } from '../session/session';

/** Number of items in the cart, for the header badge (sum of the lines' quantities). */
export function useCartCount(): number {
  return cartItemCount(useSessionSnapshot().cart);
}
