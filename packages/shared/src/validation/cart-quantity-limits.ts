/**
 * The bounds of a cart quantity (sections 4.3 and 5), apart from the rule's French messages: the storefront's
 * product page needs only these two numbers for its quantity field, not the texts (cart-quantity.ts).
 */
export const DEFAULT_CART_QUANTITY = 1;
/** Ours: no heating shop sells more than this of one item in one order; keeps totals far from overflow. */
export const MAX_CART_QUANTITY = 999;
