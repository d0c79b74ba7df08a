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
  const refund: Refund = {
    id: newId('re'),
    object: 'refund',
    amount,
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    metadata: mergeMetadata({}, params.metadata),
    payment_intent: charge.payment_intent,
    reason: str(params.reason) ?? null,
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
