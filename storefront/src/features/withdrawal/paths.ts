import { routes } from '../../lib/routes';

/** States in which a consumer may still withdraw (the server decides; this only hides the link elsewhere). */
export const WITHDRAWABLE_STATES = ['PAYED', 'READY', 'BLOCKED', 'SENT', 'DELIVERED'];

/** /retractation/ with what is known of the order (prefilled; the secret lets the form list its lines). */
export function withdrawalPath(order?: { orderNumber: string; security?: string | null; email?: string | null }): string {
  if (!order) return routes.withdrawal;
  const query = new URLSearchParams({ order: order.orderNumber });
  if (order.security) query.set('security', order.security);
  if (order.email) query.set('email', order.email);
  return `${routes.withdrawal}?${query.toString()}`;
}
