import type { Context } from './context';
import {
  createCheckoutSession,
  expireCheckoutSession,
  getCheckoutSession,
  listCheckoutLineItems,
} from './checkout-sessions';
import {
  createCustomer,
  createSetupIntent,
  deleteCustomer,
  detachPaymentMethod,
  getCustomer,
  getPaymentMethod,
  listCustomerPaymentMethods,
  updateCustomer,
} from './customers';
import { missingResource } from './errors';
import type { FormObject } from './form';
import {
  cancelPaymentIntent,
  capturePaymentIntent,
  confirmPaymentIntent,
  createPaymentIntent,
  getPaymentIntent,
  updatePaymentIntent,
} from './payment-intents';
import { createRefund, getCharge, getRefund, listRefunds, updateRefund } from './refunds';

type Handler = (ctx: Context, params: FormObject, id: string) => unknown;

interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: RegExp;
  handler: Handler;
}

const ID = '([A-Za-z0-9_]+)';
const route = (method: Route['method'], path: string, handler: Handler): Route => ({
  method,
  pattern: new RegExp(`^/v1/${path.replace(':id', ID)}$`),
  handler,
});

/** The Stripe endpoints served: those @medusajs/payment-stripe 2.21.2 calls, plus Checkout Sessions and events. */
export const API_ROUTES: Route[] = [
  route('POST', 'payment_intents', (ctx, params) => createPaymentIntent(ctx, params)),
  route('GET', 'payment_intents/:id', (ctx, _params, id) => getPaymentIntent(ctx, id)),
  route('POST', 'payment_intents/:id', (ctx, params, id) => updatePaymentIntent(ctx, id, params)),
  route('POST', 'payment_intents/:id/confirm', (ctx, params, id) => confirmPaymentIntent(ctx, id, params)),
  route('POST', 'payment_intents/:id/capture', (ctx, params, id) => capturePaymentIntent(ctx, id, params)),
  route('POST', 'payment_intents/:id/cancel', (ctx, params, id) => cancelPaymentIntent(ctx, id, params)),
  route('GET', 'charges/:id', (ctx, _params, id) => getCharge(ctx, id)),
  route('POST', 'refunds', (ctx, params) => createRefund(ctx, params)),
  route('GET', 'refunds', (ctx, params) => listRefunds(ctx, params)),
  route('GET', 'refunds/:id', (ctx, _params, id) => getRefund(ctx, id)),
  route('POST', 'refunds/:id', (ctx, params, id) => updateRefund(ctx, id, params)),
  route('POST', 'customers', (ctx, params) => createCustomer(ctx, params)),
  route('GET', 'customers/:id', (ctx, _params, id) => getCustomer(ctx, id)),
  route('POST', 'customers/:id', (ctx, params, id) => updateCustomer(ctx, id, params)),
  route('DELETE', 'customers/:id', (ctx, _params, id) => deleteCustomer(ctx, id)),
  route('GET', 'customers/:id/payment_methods', (ctx, _params, id) => listCustomerPaymentMethods(ctx, id)),
  route('GET', 'payment_methods/:id', (ctx, _params, id) => getPaymentMethod(ctx, id)),
  route('POST', 'payment_methods/:id/detach', (ctx, _params, id) => detachPaymentMethod(ctx, id)),
  route('POST', 'setup_intents', (ctx, params) => createSetupIntent(ctx, params)),
  route('GET', 'setup_intents/:id', (ctx, _params, id) => {
    const setupIntent = ctx.store.state.setupIntents[id];
    if (!setupIntent) throw missingResource('setup_intent', id);
    return setupIntent;
  }),
  route('POST', 'checkout/sessions', (ctx, params) => createCheckoutSession(ctx, params)),
  route('GET', 'checkout/sessions/:id', (ctx, _params, id) => getCheckoutSession(ctx, id)),
  route('POST', 'checkout/sessions/:id/expire', (ctx, _params, id) => expireCheckoutSession(ctx, id)),
  route('GET', 'checkout/sessions/:id/line_items', (ctx, _params, id) => listCheckoutLineItems(ctx, id)),
  route('GET', 'events/:id', (ctx, _params, id) => {
    const event = ctx.store.state.events[id];
    if (!event) throw missingResource('event', id);
    return event;
  }),
];

export function findRoute(method: string, path: string): { handler: Handler; id: string } | null {
  for (const candidate of API_ROUTES) {
    if (candidate.method !== method) continue;
    const match = candidate.pattern.exec(path);
    if (match) return { handler: candidate.handler, id: match[1] ?? '' };
  }
  return null;
}

const COLLECTIONS: Record<string, (ctx: Context) => Record<string, unknown>> = {
  pi: (ctx) => ctx.store.state.paymentIntents,
  pm: (ctx) => ctx.store.state.paymentMethods,
  cus: (ctx) => ctx.store.state.customers,
  ch: (ctx) => ctx.store.state.charges,
  re: (ctx) => ctx.store.state.refunds,
  seti: (ctx) => ctx.store.state.setupIntents,
  cs: (ctx) => ctx.store.state.checkoutSessions,
};

function lookup(ctx: Context, id: string): unknown {
  const prefix = id.slice(0, id.indexOf('_'));
  return COLLECTIONS[prefix]?.(ctx)[id];
}

/** `expand[]=payment_method` or `expand[]=payment_intent.payment_method`: ids replaced by their objects. */
export function expand(ctx: Context, result: unknown, paths: string[]): unknown {
  if (paths.length === 0 || !result || typeof result !== 'object') return result;
  const copy = structuredClone(result) as Record<string, unknown>;
  for (const path of paths) {
    const [head, ...rest] = path.split('.');
    const value = copy[head];
    const target = typeof value === 'string' ? lookup(ctx, value) : value;
    if (target !== undefined) copy[head] = rest.length > 0 ? expand(ctx, target, [rest.join('.')]) : target;
  }
  return copy;
}
