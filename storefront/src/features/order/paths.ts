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
