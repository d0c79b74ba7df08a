/**
 * Number of items in the cart, for the header badge. The static skeleton has no cart yet: the
 * cart feature (issue 4) replaces this with its store, and the header does not change.
 */
export function useCartCount(): number {
  return 0;
}
