import type { Context } from './context';
import { cardOutcome, getCustomer, mergeMetadata, resolvePaymentMethod } from './customers';
import { StripeApiError, invalidParam, missingResource, newId, nowSeconds, readAmount, unexpectedState } from './errors';
import { list, str, type FormObject } from './form';
import type { Charge, LastPaymentError, PaymentIntent, PaymentMethod } from './types';

const CAPTURE_METHODS = ['automatic', 'automatic_async', 'manual'] as const;
const CANCELABLE = ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action', 'processing'];
const UPDATABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

const DECLINE_MESSAGES: Record<string, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  payment_intent_authentication_failure:
    'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
};

export function getPaymentIntent(ctx: Context, id: string): PaymentIntent {
  const intent = ctx.store.state.paymentIntents[id];
  if (!intent) throw missingResource('payment_intent', id);
  return intent;
}

function readCaptureMethod(value: string | undefined): PaymentIntent['capture_method'] | undefined {
  if (value === undefined) return undefined;
  const method = CAPTURE_METHODS.find((candidate) => candidate === value);
  if (!method) throw invalidParam('capture_method', `Invalid capture_method: must be one of ${CAPTURE_METHODS.join(', ')}`);
  return method;
}

function readCurrency(value: string | undefined, required: boolean): string | undefined {
  if (value === undefined) {
    if (required) throw invalidParam('currency', 'Missing required param: currency.', 'parameter_missing');
    return undefined;
  }
  if (!/^[a-zA-Z]{3}$/.test(value)) throw invalidParam('currency', `Invalid currency: ${value}`);
  return value.toLowerCase();
}

/** Fields shared by create and update; the caller checks the status first. */
function applyIntentParams(ctx: Context, intent: PaymentIntent, params: FormObject): void {
  const amount = readAmount(params.amount, 'amount', false);
  if (amount !== undefined) {
    if (amount < 1) throw invalidParam('amount', 'Amount must be at least 1 cent', 'amount_too_small');
    intent.amount = amount;
  }
  intent.currency = readCurrency(str(params.currency), false) ?? intent.currency;
  intent.capture_method = readCaptureMethod(str(params.capture_method)) ?? intent.capture_method;
  const customer = str(params.customer);
  if (customer) intent.customer = getCustomer(ctx, customer).id;
  if (params.description !== undefined) intent.description = str(params.description) ?? null;
  if (params.receipt_email !== undefined) intent.receipt_email = str(params.receipt_email) ?? null;
  if (params.setup_future_usage !== undefined) intent.setup_future_usage = str(params.setup_future_usage) ?? null;
  intent.metadata = mergeMetadata(intent.metadata, params.metadata);
  const types = list(params.payment_method_types).filter((type): type is string => typeof type === 'string');
  if (types.length > 0) intent.payment_method_types = types;
  const paymentMethod = str(params.payment_method);
  if (paymentMethod) {
    intent.payment_method = resolvePaymentMethod(ctx, paymentMethod).id;
    if (intent.status === 'requires_payment_method') intent.status = 'requires_confirmation';
  }
}

export function createPaymentIntent(ctx: Context, params: FormObject): PaymentIntent {
  const amount = readAmount(params.amount, 'amount', true)!;
  const id = newId('pi');
  const intent: PaymentIntent = {
    id,
    object: 'payment_intent',
    amount,
    amount_capturable: 0,
    amount_received: 0,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_${newId('s').slice(2)}`,
    confirmation_method: 'automatic',
    created: nowSeconds(),
    currency: readCurrency(str(params.currency), true)!,
    customer: null,
    description: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: {},
    next_action: null,
    payment_method: null,
    payment_method_types: ['card'],
    receipt_email: null,
    setup_future_usage: null,
    status: 'requires_payment_method',
  };
  applyIntentParams(ctx, intent, params);
  ctx.store.state.paymentIntents[id] = intent;
  ctx.webhooks.emit('payment_intent.created', intent, ctx.idempotencyKey);
  if (str(params.confirm) === 'true') return confirmPaymentIntent(ctx, id, { return_url: params.return_url ?? '' });
  return intent;
}

export function updatePaymentIntent(ctx: Context, id: string, params: FormObject): PaymentIntent {
  const intent = getPaymentIntent(ctx, id);
  const onlyMetadata = Object.keys(params).every((key) => ['metadata', 'description', 'expand'].includes(key));
  if (!UPDATABLE.includes(intent.status) && !onlyMetadata) {
    throw unexpectedState(
      `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}. You may only update the amount of a PaymentIntent with one of the following statuses: ${UPDATABLE.join(', ')}.`,
      intent,
    );
  }
  applyIntentParams(ctx, intent, params);
  return intent;
}

function createCharge(intent: PaymentIntent, paymentMethod: PaymentMethod): Charge {
  const captured = intent.capture_method !== 'manual';
  return {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: captured ? intent.amount : 0,
    amount_refunded: 0,
    captured,
    created: nowSeconds(),
    currency: intent.currency,
    customer: intent.customer,
    livemode: false,
    metadata: { ...intent.metadata },
    paid: true,
    payment_intent: intent.id,
    payment_method: paymentMethod.id,
    refunded: false,
    status: 'succeeded',
  };
}

/** A card accepted: authorised only (manual capture) or paid at once (automatic capture). */
export function authorizeIntent(ctx: Context, intent: PaymentIntent, paymentMethod: PaymentMethod): void {
  const charge = createCharge(intent, paymentMethod);
  ctx.store.state.charges[charge.id] = charge;
  intent.latest_charge = charge.id;
  intent.last_payment_error = null;
  intent.next_action = null;
  if (intent.capture_method === 'manual') {
    intent.status = 'requires_capture';
    intent.amount_capturable = intent.amount;
    ctx.webhooks.emit('payment_intent.amount_capturable_updated', intent, ctx.idempotencyKey);
  } else {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    ctx.webhooks.emit('payment_intent.succeeded', intent, ctx.idempotencyKey);
  }
  ctx.webhooks.emit('charge.succeeded', charge, ctx.idempotencyKey);
}

/** A card refused: the intent goes back to requires_payment_method carrying the decline, as Stripe does. */
export function declineIntent(ctx: Context, intent: PaymentIntent, paymentMethod: PaymentMethod, code: string): LastPaymentError {
  const error: LastPaymentError = {
    type: 'card_error',
    code,
    ...(code === 'card_declined' ? { decline_code: 'generic_decline' } : {}),
    ...(code === 'insufficient_funds' ? { code: 'card_declined', decline_code: 'insufficient_funds' } : {}),
    message: DECLINE_MESSAGES[code] ?? DECLINE_MESSAGES.card_declined,
    payment_method: paymentMethod,
  };
  intent.status = 'requires_payment_method';
  intent.last_payment_error = error;
  intent.next_action = null;
  intent.payment_method = null;
  ctx.webhooks.emit('payment_intent.payment_failed', intent, ctx.idempotencyKey);
  return error;
}

export function confirmPaymentIntent(ctx: Context, id: string, params: FormObject): PaymentIntent {
  const intent = getPaymentIntent(ctx, id);
  if (!['requires_payment_method', 'requires_confirmation'].includes(intent.status)) {
    throw unexpectedState(
      `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
      intent,
    );
  }
  const requested = str(params.payment_method);
  if (requested) intent.payment_method = resolvePaymentMethod(ctx, requested).id;
  if (!intent.payment_method) {
    throw unexpectedState(
      "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.",
      intent,
    );
  }
  const paymentMethod = resolvePaymentMethod(ctx, intent.payment_method);
  const outcome = cardOutcome(paymentMethod);
  if (outcome === 'succeed') {
    authorizeIntent(ctx, intent, paymentMethod);
  } else if (outcome === 'authenticate') {
    intent.status = 'requires_action';
    intent.next_action = {
      type: 'redirect_to_url',
      redirect_to_url: { url: `${ctx.baseUrl}/authenticate/${intent.id}`, return_url: str(params.return_url) ?? null },
    };
    ctx.webhooks.emit('payment_intent.requires_action', intent, ctx.idempotencyKey);
  } else {
    const error = declineIntent(ctx, intent, paymentMethod, outcome);
    // Stripe answers a declined confirmation with HTTP 402 and the updated intent inside the error.
    throw new StripeApiError(402, 'card_error', error.message, {
      code: error.code,
      ...(error.decline_code ? { decline_code: error.decline_code } : {}),
      payment_intent: intent,
      payment_method: paymentMethod,
    });
  }
  return intent;
}

export function capturePaymentIntent(ctx: Context, id: string, params: FormObject): PaymentIntent {
  const intent = getPaymentIntent(ctx, id);
  if (intent.status !== 'requires_capture') {
    throw unexpectedState(
      `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
      intent,
    );
  }
  const amount = readAmount(params.amount_to_capture, 'amount_to_capture', false) ?? intent.amount_capturable;
  if (amount < 1 || amount > intent.amount_capturable) {
    throw invalidParam('amount_to_capture', `The amount_to_capture must be between 1 and ${intent.amount_capturable}.`);
  }
  intent.status = 'succeeded';
  intent.amount_received = amount;
  intent.amount_capturable = 0;
  intent.metadata = mergeMetadata(intent.metadata, params.metadata);
  const charge = intent.latest_charge ? ctx.store.state.charges[intent.latest_charge] : undefined;
  if (charge) {
    charge.captured = true;
    charge.amount_captured = amount;
    ctx.webhooks.emit('charge.captured', charge, ctx.idempotencyKey);
  }
  ctx.webhooks.emit('payment_intent.succeeded', intent, ctx.idempotencyKey);
  return intent;
}

export function cancelPaymentIntent(ctx: Context, id: string, params: FormObject): PaymentIntent {
  const intent = getPaymentIntent(ctx, id);
  if (!CANCELABLE.includes(intent.status)) {
    throw unexpectedState(
      `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
      intent,
    );
  }
  intent.status = 'canceled';
  intent.canceled_at = nowSeconds();
  intent.cancellation_reason = str(params.cancellation_reason) ?? null;
  intent.amount_capturable = 0;
  intent.next_action = null;
  ctx.webhooks.emit('payment_intent.canceled', intent, ctx.idempotencyKey);
  return intent;
}
