/** Addresses of the order pages (spec 2.2); the details need the order's secret token. */
export const orderPaths = {
  checkout: '/order/checkout/',
  confirm: '/order/confirm/',
  status: '/order/status/',
  details: '/order/details/',
} as const;

export function orderDetailsPath(orderNumber: string, security: string): string {
  return `${orderPaths.details}?${new URLSearchParams({ order: orderNumber, security }).toString()}`;
}

/** States in which an order has its invoice (issued when it became PAYED). */
const INVOICED_STATES = new Set(['PAYED', 'READY', 'SENT', 'DELIVERED']);

export function hasInvoice(state: string): boolean {
  return INVOICED_STATES.has(state);
}

/** The invoice PDF (Factur-X for a pro): for the logged-in owner and staff, or anyone with the order's token. */
export function invoicePath(orderNumber: string, security?: string | null): string {
  const query = security ? `?${new URLSearchParams({ security }).toString()}` : '';
  return `/api/invoices/${encodeURIComponent(orderNumber)}${query}`;
}
