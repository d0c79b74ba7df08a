import type { Context } from './context';
import { getCustomer, mergeMetadata, resolvePaymentMethod } from './customers';
import { StripeApiError, invalidParam, missingResource, newId, readAmount } from './errors';
import { list, obj, str, type FormObject } from './form';
import { authorizeIntent, cancelPaymentIntent, createPaymentIntent, declineIntent, getPaymentIntent } from './payment-intents';
import type { CheckoutLineItem, CheckoutSession } from './types';

/** Stripe: `expires_at` from 30 minutes to 24 hours after the session's creation; 24 hours when absent. */
const SESSION_MIN_LIFETIME_SECONDS = 30 * 60;
const SESSION_LIFETIME_SECONDS = 24 * 60 * 60;

/** A session read after its `expires_at` has expired, as on Stripe (which expires them shortly after that instant). */
export function getCheckoutSession(ctx: Context, id: string): CheckoutSession {
  const session = ctx.store.state.checkoutSessions[id];
  if (!session) throw missingResource('checkout.session', id);
  expireIfDue(ctx, session);
  return session;
}

export function expireIfDue(ctx: Context, session: CheckoutSession): boolean {
  if (session.status !== 'open' || ctx.now() < session.expires_at) return false;
  closeAsExpired(ctx, session);
  return true;
}

/** The periodic sweep: every open session past its `expires_at` expires. Answers how many did. */
export function expireDueCheckoutSessions(ctx: Context): number {
  return Object.values(ctx.store.state.checkoutSessions).filter((session) => expireIfDue(ctx, session)).length;
}

function readExpiresAt(params: FormObject, created: number): number {
  const expiresAt = readAmount(params.expires_at, 'expires_at', false);
  if (expiresAt === undefined) return created + SESSION_LIFETIME_SECONDS;
  if (expiresAt > created + SESSION_LIFETIME_SECONDS) {
    throw invalidParam('expires_at', 'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.');
  }
  if (expiresAt < created + SESSION_MIN_LIFETIME_SECONDS) {
    throw invalidParam('expires_at', 'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.');
  }
  return expiresAt;
}

/** Only inline prices (`price_data`): the local server has no Prices catalogue. */
function readLineItems(params: FormObject): { items: CheckoutLineItem[]; currency: string } {
  const rawItems = list(params.line_items);
  if (rawItems.length === 0) throw invalidParam('line_items', 'Missing required param: line_items.', 'parameter_missing');
  let currency = '';
  const items = rawItems.map((raw, index) => {
    const item = obj(raw) ?? {};
    const priceData = obj(item.price_data);
    if (!priceData) throw invalidParam(`line_items[${index}][price_data]`, 'Only line items with price_data are supported by the local server.');
    const itemCurrency = (str(priceData.currency) ?? '').toLowerCase();
    if (!/^[a-z]{3}$/.test(itemCurrency)) throw invalidParam(`line_items[${index}][price_data][currency]`, 'Missing required param: currency.');
    if (currency && currency !== itemCurrency) throw invalidParam('line_items', 'All line items must use the same currency.');
    currency = itemCurrency;
    const product = obj(priceData.product_data);
    return {
      name: str(product?.name) ?? `Article ${index + 1}`,
      quantity: readAmount(item.quantity, `line_items[${index}][quantity]`, false) ?? 1,
      unit_amount: readAmount(priceData.unit_amount, `line_items[${index}][price_data][unit_amount]`, true)!,
    };
  });
  return { items, currency };
}

export function createCheckoutSession(ctx: Context, params: FormObject): CheckoutSession {
  if (str(params.mode) !== 'payment') throw invalidParam('mode', 'Only mode=payment is supported by the local server.');
  const successUrl = str(params.success_url);
  if (!successUrl) throw invalidParam('success_url', 'Missing required param: success_url.', 'parameter_missing');
  const { items, currency } = readLineItems(params);
  const created = ctx.now();
  const expiresAt = readExpiresAt(params, created);
  const total = items.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0);
  const customer = str(params.customer);
  if (customer) getCustomer(ctx, customer);
  const intentData = obj(params.payment_intent_data) ?? {};
  const metadata = mergeMetadata({}, params.metadata);
  const intent = createPaymentIntent(ctx, {
    amount: String(total),
    currency,
    capture_method: intentData.capture_method ?? 'automatic',
    metadata: intentData.metadata ?? {},
    ...(intentData.description ? { description: intentData.description } : {}),
    ...(customer ? { customer } : {}),
  });
  const id = newId('cs_test', 58);
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    amount_subtotal: total,
    amount_total: total,
    cancel_url: str(params.cancel_url) ?? null,
    client_reference_id: str(params.client_reference_id) ?? null,
    created,
    currency,
    customer: customer ?? null,
    customer_email: str(params.customer_email) ?? null,
    expires_at: expiresAt,
    livemode: false,
    locale: str(params.locale) ?? null,
    metadata,
    mode: 'payment',
    payment_intent: intent.id,
    payment_status: 'unpaid',
    status: 'open',
    success_url: successUrl,
    url: `${ctx.baseUrl}/pay/${id}`,
  };
  ctx.store.state.checkoutSessions[id] = session;
  ctx.store.state.checkoutLineItems[id] = items;
  return session;
}

export function listCheckoutLineItems(ctx: Context, id: string) {
  const session = getCheckoutSession(ctx, id);
  const data = (ctx.store.state.checkoutLineItems[id] ?? []).map((item, index) => ({
    id: `li_${session.id.slice(8, 20)}${index}`,
    object: 'item' as const,
    amount_subtotal: item.unit_amount * item.quantity,
    amount_total: item.unit_amount * item.quantity,
    currency: session.currency,
    description: item.name,
    quantity: item.quantity,
  }));
  return { object: 'list' as const, data, has_more: false, url: `/v1/checkout/sessions/${id}/line_items` };
}

export function expireCheckoutSession(ctx: Context, id: string): CheckoutSession {
  const session = getCheckoutSession(ctx, id);
  if (session.status !== 'open') {
    throw new StripeApiError(400, 'invalid_request_error', `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of ${session.status}.`, {
      code: 'checkout_session_unexpected_state',
    });
  }
  closeAsExpired(ctx, session);
  return session;
}

/** Expired: the page is gone, its unpaid PaymentIntent cancelled, `checkout.session.expired` sent. */
function closeAsExpired(ctx: Context, session: CheckoutSession): void {
  session.status = 'expired';
  session.url = null;
  const intent = getPaymentIntent(ctx, session.payment_intent);
  if (intent.status !== 'succeeded' && intent.status !== 'canceled' && intent.status !== 'requires_capture') {
    cancelPaymentIntent(ctx, intent.id, { cancellation_reason: 'abandoned' });
  }
  ctx.webhooks.emit('checkout.session.expired', session, ctx.idempotencyKey);
}

export type CheckoutOutcome = 'accept' | 'refuse' | 'abandon';

/** The shopper's choice on the hosted page; answers where to send the browser next. */
export function settleCheckoutSession(ctx: Context, session: CheckoutSession, outcome: CheckoutOutcome): string {
  const back = (template: string | null) => (template ?? session.success_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', session.id);
  if (outcome === 'abandon') {
    expireCheckoutSession(ctx, session.id);
    return back(session.cancel_url);
  }
  const intent = getPaymentIntent(ctx, session.payment_intent);
  if (outcome === 'refuse') {
    // As on Stripe, a declined card leaves the session open: the shopper may come back and try another card.
    declineIntent(ctx, intent, resolvePaymentMethod(ctx, 'pm_card_chargeDeclined'), 'card_declined');
    return back(session.cancel_url);
  }
  const card = resolvePaymentMethod(ctx, 'pm_card_visa');
  intent.payment_method = card.id;
  authorizeIntent(ctx, intent, card);
  session.status = 'complete';
  session.url = null;
  session.payment_status = intent.status === 'succeeded' ? 'paid' : 'unpaid';
  ctx.webhooks.emit('checkout.session.completed', session, ctx.idempotencyKey);
  return back(session.success_url);
}
