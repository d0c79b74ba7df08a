import type { ApiPrice } from './product';

/** The eight order states of spec 4.1. */
export type ApiOrderState = 'CHECK_OUT' | 'PENDING' | 'PAYED' | 'READY' | 'SENT' | 'DELIVERED' | 'CANCELLED' | 'BLOCKED';

/** Outcome of a card payment as the return page reads it (section 8): accepted, refused by the bank, not completed. */
export type ApiPaymentOutcome = 'PAYED' | 'REFUSED' | 'ABANDONNED' | 'WAITING';

/** Totals in integer cents: articles and delivery tax included, `net` the order's total with its VAT. */
export type ApiOrderTotal = { articles: number; delivery: number; net: ApiPrice & { vat: number } };

/**
 * An order as checkout and the lookup answer it. `security` is the order's secret token: with the number it opens
 * the order's detail (`GET /api/order/{orderNumber}?security=`) and its voucher (`GET /api/checkout/{security}`).
 */
export type ApiOrder = {
  orderNumber: string;
  security: string;
  state: ApiOrderState;
  /** the state in French (label of the order-states plugin) */
  stateLabel: string;
  email: string;
  createdAt: string;
  total: ApiOrderTotal;
};

export type ApiOrderLine = { ean: string | null; designation: string; quantity: number; price: ApiPrice; total: number };

export type ApiOrderAddress = {
  name: string;
  company: string;
  address: string;
  addressExtra: string;
  zipCode: string;
  locality: string;
  countryCode: string;
};

/** The order's detail page: lines, addresses, the history of its states (ISO dates). */
export type ApiOrderDetail = ApiOrder & {
  products: ApiOrderLine[];
  billing: ApiOrderAddress | null;
  delivery: ApiOrderAddress | null;
  history: { state: ApiOrderState; stateLabel: string; at: string }[];
  /** the number of the quote the order was placed from (22-ABCDEF), when it was */
  quoteRef?: string;
};

/** Bank details for a transfer; the reference to write on it is the order number. */
export type ApiTransferInstructions = { iban: string; bic: string; holder: string; reference: string; amount: number };

/** Answer of `PUT /api/checkout/createPaiement`. */
export type ApiTransaction =
  | { type: 'card'; id: string; url: string; order: ApiOrder }
  | { type: 'transfer'; id: string; transfer: ApiTransferInstructions; order: ApiOrder };

/** Answer of `POST /api/checkout/redirect/{id}`: the payment's real outcome and the order after it. */
export type ApiPaymentResult = { outcome: ApiPaymentOutcome; message: string | null; order: ApiOrder };

/** Answer of `GET /api/checkout/{voucher}`: the order and, while it awaits a transfer, the bank details. */
export type ApiOrderVoucher = { order: ApiOrderDetail; transfer: ApiTransferInstructions | null };
