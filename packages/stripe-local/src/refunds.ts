import type { Context } from './context';
import { mergeMetadata } from './customers';
import { StripeApiError, invalidParam, missingResource, newId, nowSeconds, readAmount } from './errors';
import { str, type FormObject } from './form';
import { getPaymentIntent } from './payment-intents';
import type { Charge, Refund } from './types';

export function getCharge(ctx: Context, id: string): Charge {
  const charge = ctx.store.state.charges[id];
  if (!charge) throw missingResource('charge', id);
  return charge;
}

export function getRefund(ctx: Context, id: string): Refund {
  const refund = ctx.store.state.refunds[id];
  if (!refund) throw missingResource('refund', id);
  return refund;
}

function chargeToRefund(ctx: Context, params: FormObject): Charge {
  const chargeId = str(params.charge);
  if (chargeId) return getCharge(ctx, chargeId);
  const intentId = str(params.payment_intent);
  if (!intentId) throw invalidParam('payment_intent', 'One of the following params should be provided for this request: payment_intent or charge.', 'parameter_missing');
  const intent = getPaymentIntent(ctx, intentId);
  const charge = intent.latest_charge ? ctx.store.state.charges[intent.latest_charge] : undefined;
  if (!charge || intent.status !== 'succeeded') {
    throw new StripeApiError(400, 'invalid_request_error', `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, {
      code: 'charge_not_refundable',
      param: 'payment_intent',
    });
  }
  return charge;
}

/** The reasons Stripe accepts on a refund (anything else is a 400 `parameter_invalid`, param `reason`). */
const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];

/** Refunds what was captured, in one or several parts; the uncaptured part of a partial capture is not refundable. */
export function createRefund(ctx: Context, params: FormObject): Refund {
  const charge = chargeToRefund(ctx, params);
  const refundable = charge.amount_captured - charge.amount_refunded;
  if (refundable <= 0) {
    throw new StripeApiError(400, 'invalid_request_error', `Charge ${charge.id} has already been refunded.`, {
      code: 'charge_already_refunded',
      charge: charge.id,
    });
  }
  const amount = readAmount(params.amount, 'amount', false) ?? refundable;
  if (amount < 1 || amount > refundable) {
    throw invalidParam(
      'amount',
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${refundable})`,
      'amount_too_large',
    );
  }
  const reason = str(params.reason);
  if (reason !== undefined && !REFUND_REASONS.includes(reason)) {
    throw invalidParam('reason', 'Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer');
  }
  const refund: Refund = {
    id: newId('re'),
    object: 'refund',
    amount,
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    metadata: mergeMetadata({}, params.metadata),
    payment_intent: charge.payment_intent,
    reason: reason ?? null,
    status: 'succeeded',
  };
  ctx.store.state.refunds[refund.id] = refund;
  const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded >= charge.amount_captured;
  ctx.webhooks.emit('refund.created', refund, ctx.idempotencyKey);
  ctx.webhooks.emit('charge.refunded', charge, ctx.idempotencyKey, previous);
  return refund;
}

/**
 * `GET /v1/refunds` as Stripe lists them: newest first, optionally those of one `payment_intent` or `charge`,
 * `limit` 1–100 (default 10), `starting_after` a refund id for the next page.
 */
export function listRefunds(ctx: Context, params: FormObject) {
  const intent = str(params.payment_intent);
  const chargeId = str(params.charge);
  if (intent) getPaymentIntent(ctx, intent);
  if (chargeId) getCharge(ctx, chargeId);
  const limitText = str(params.limit);
  const limit = limitText === undefined ? 10 : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw invalidParam('limit', 'This value must be greater than or equal to 1 and less than or equal to 100.');
  }
  const all = Object.values(ctx.store.state.refunds)
    .filter((refund) => (!intent || refund.payment_intent === intent) && (!chargeId || refund.charge === chargeId))
    // Newest first; refunds created within the same second keep their creation order reversed.
    .map((refund, index) => ({ refund, index }))
    .sort((a, b) => b.refund.created - a.refund.created || b.index - a.index)
    .map(({ refund }) => refund);
  const after = str(params.starting_after);
  const start = after ? all.findIndex((refund) => refund.id === after) + 1 : 0;
  if (after && start === 0) throw missingResource('refund', after);
  const data = all.slice(start, start + limit);
  return { object: 'list' as const, data, has_more: start + limit < all.length, url: '/v1/refunds' };
}

/** `POST /v1/refunds/{id}`: only the metadata of a refund can change, as on Stripe. */
export function updateRefund(ctx: Context, id: string, params: FormObject): Refund {
  const refund = getRefund(ctx, id);
  for (const key of Object.keys(params)) {
    if (key !== 'metadata' && key !== 'expand') throw invalidParam(key, `Received unknown parameter: ${key}`);
  }
  refund.metadata = mergeMetadata(refund.metadata, params.metadata);
  return refund;
}
