/** One line of `GET /api/me/order`: the logged-in customer's orders, newest first (amounts in integer cents). */
export type ApiAccountOrder = {
  orderNumber: string;
  /** ISO 8601 date of the order */
  date: string;
  /** one of the eight states of section 4.1 */
  state: string;
  /** French label of the state */
  stateLabel: string;
  total: { ht: number; ttc: number };
  /** the order's security token, for /order/details; null when the checkout keeps only its hash */
  security: string | null;
};
