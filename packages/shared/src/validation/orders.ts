/**
 * Order numbers: human-readable and not guessable. 'MC-' (Maison Chaleur) then 8 characters drawn from a 32-sign
 * alphabet without the look-alikes 0/O and 1/I: 32^8 = 2^40 (about 1.1 million million) numbers, so guessing one
 * that exists is hopeless, and a lookup also needs the buyer's e-mail (`orderLookupSchema`).
 */
import { z } from 'zod';
import { emailField } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

export const ORDER_NUMBER_PREFIX = 'MC-';
/** 32 signs, so one random byte masked to 5 bits picks one without bias. */
export const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const ORDER_NUMBER_LENGTH = 8;
export const ORDER_NUMBER_PATTERN = /^MC-[2-9A-HJ-NP-Z]{8}$/;

/** Source of random bytes, e.g. `crypto.randomBytes` on the server; injected so tests can fix it. */
export type RandomBytes = (size: number) => Uint8Array;

export function newOrderNumber(randomBytes: RandomBytes): string {
  const bytes = randomBytes(ORDER_NUMBER_LENGTH);
  if (bytes.length < ORDER_NUMBER_LENGTH) throw new RangeError('the random source gave too few bytes');
  let body = '';
  for (let i = 0; i < ORDER_NUMBER_LENGTH; i += 1) body += ORDER_NUMBER_ALPHABET[bytes[i] & 31];
  return `${ORDER_NUMBER_PREFIX}${body}`;
}

/** People type numbers in lower case and with spaces around: trimmed and upper-cased before the check. */
export function normalizeOrderNumber(raw: string): string {
  return raw.trim().toUpperCase();
}

export function isValidOrderNumber(raw: unknown): boolean {
  return typeof raw === 'string' && ORDER_NUMBER_PATTERN.test(normalizeOrderNumber(raw));
}

export const orderNumberSchema = z
  .string({ error: M.orderNumberInvalid })
  .trim()
  .toUpperCase()
  .regex(ORDER_NUMBER_PATTERN, { error: M.orderNumberInvalid });

/** `POST /api/order/query {email, order}`. */
export const orderLookupSchema = z.object(
  { email: emailField(M.emailRequired, M.emailInvalid), order: orderNumberSchema },
  { error: M.invalidRequest },
);

/** Section 8, literal: the lookup found nothing (same answer whether the number or the e-mail is wrong). */
export const ORDER_NOT_FOUND = M.orderNotFound;

export type OrderLookupInput = z.infer<typeof orderLookupSchema>;
