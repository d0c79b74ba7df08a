import { randomBytes } from 'node:crypto';
import type { FormValue } from './form';

/** Stripe's error body: `{ error: { type, message, code?, param?, decline_code?, payment_intent? } }`. */
export type StripeErrorType = 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error';

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toJSON(): { error: Record<string, unknown> } {
    return { error: { type: this.type, message: this.message, ...this.extra } };
  }
}

export function missingResource(kind: string, id: string): StripeApiError {
  return new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, {
    code: 'resource_missing',
    param: 'id',
  });
}

export function invalidParam(param: string, message: string, code = 'parameter_invalid'): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', message, { code, param });
}

export function unexpectedState(message: string, paymentIntent: unknown): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', message, {
    code: 'payment_intent_unexpected_state',
    payment_intent: paymentIntent,
  });
}

/** An amount in the smallest currency unit: Stripe refuses decimals and negatives. */
export function readAmount(value: FormValue | undefined, param: string, required: boolean): number | undefined {
  if (value === undefined || value === '') {
    if (required) throw invalidParam(param, `Missing required param: ${param}.`, 'parameter_missing');
    return undefined;
  }
  if (typeof value !== 'string' || !/^\d+$/.test(value)) {
    throw invalidParam(param, `Invalid integer: ${typeof value === 'string' ? value : '[object]'}`);
  }
  return Number(value);
}

export function newId(prefix: string, length = 24): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return `${prefix}_${id}`;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
