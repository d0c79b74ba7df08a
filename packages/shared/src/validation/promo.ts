/**
 * Section 5: the cart's single promo field takes either a quotation number or a voucher code.
 * The input is trimmed and upper-cased; two digits, a dash and six letters or digits make a quotation number
 * (example 22-ABCDEF), anything else is a voucher code.
 */
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './messages';

export const QUOTATION_REF_PATTERN = /^\d{2}-[A-Z0-9]{6}$/;
/** The pros' Validate button: two digits, a dash, six capital letters (no digits). */
export const PRO_QUOTATION_REF_PATTERN = /^\d{2}-[A-Z]{6}$/;
/** Longer inputs are neither a voucher nor a quotation; they are refused before any lookup. */
export const PROMO_INPUT_MAX_LENGTH = 64;

export type PromoKind = 'quotation' | 'voucher';
export type PromoInput = { kind: PromoKind; code: string };

export function normalizePromoInput(raw: string): string {
  return raw.trim().toUpperCase();
}

/** Classifies the promo field; undefined for anything that cannot be a code (not a string, blank, too long). */
export function parsePromoInput(raw: unknown): PromoInput | undefined {
  if (typeof raw !== 'string') return undefined;
  const code = normalizePromoInput(raw);
  if (code === '' || code.length > PROMO_INPUT_MAX_LENGTH) return undefined;
  return { kind: QUOTATION_REF_PATTERN.test(code) ? 'quotation' : 'voucher', code };
}

/** True when the pros' Validate button may be enabled for this input (checked after trim and upper-case). */
export function isProQuotationRef(raw: unknown): boolean {
  return typeof raw === 'string' && PRO_QUOTATION_REF_PATTERN.test(normalizePromoInput(raw));
}

/** Body of `PUT /api/cart/voucher {ref}`: a voucher code; refused with the section-8 voucher text. */
export const voucherRequestSchema = z.object(
  {
    ref: z
      .string({ error: M.voucherInvalid })
      .trim()
      .toUpperCase()
      .min(1, { error: M.voucherInvalid })
      .max(PROMO_INPUT_MAX_LENGTH, { error: M.voucherInvalid }),
  },
  { error: M.invalidRequest },
);

/** Body of `PUT /api/cart/quotation {ref}`: a quotation number; refused with the section-8 quotation text. */
export const quotationRequestSchema = z.object(
  {
    ref: z
      .string({ error: M.quotationInvalid })
      .trim()
      .toUpperCase()
      .regex(QUOTATION_REF_PATTERN, { error: M.quotationInvalid }),
  },
  { error: M.invalidRequest },
);
