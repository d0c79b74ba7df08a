/**
 * Field builders shared by the schemas of section 5. Every builder carries its French message for every
 * failure (missing value, wrong type, wrong format), so no zod default (English) text reaches a shopper.
 */
import { z } from 'zod';
import { VALIDATION_MESSAGES as M, tooLongMessage } from './messages';

/** Section 9: text fields hold at most 32 characters. */
export const TEXT_MAX_LENGTH = 32;

/** Missing (undefined or null) gets the "required" text; any other wrong type gets "invalid". */
function typeError(required: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? required : M.invalidValue;
}

/**
 * Cross-field rules run even when another field already failed (zod skips them after a missing field by default),
 * so a form shows every error at once; the rules read the value defensively.
 */
export const EVEN_WITH_FIELD_ERRORS = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** True for a string with something else than spaces. */
export function isFilled(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** A trimmed, non-empty string; `required` is the text for a missing, empty or blank value. */
export function requiredString(required: string = M.required) {
  return z
    .string({ error: typeError(required) })
    .trim()
    .min(1, { error: required });
}

/** A trimmed text of at most `max` characters, required. */
export function requiredText(max: number = TEXT_MAX_LENGTH, required: string = M.required) {
  return requiredString(required).max(max, { error: tooLongMessage(max) });
}

/** Blank, null and absent all mean "not given" for an optional field. */
function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/** An optional trimmed text of at most `max` characters (blank or null becomes undefined). */
export function optionalText(max: number = TEXT_MAX_LENGTH) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: M.invalidValue })
      .trim()
      .max(max, { error: tooLongMessage(max) })
      .optional(),
  );
}

/** An optional boolean defaulting to false. */
export function flag() {
  return z.preprocess(
    (value) => (value === null ? undefined : value),
    z.boolean({ error: M.invalidValue }).default(false),
  );
}

/** A valid e-mail address, trimmed and lower-cased (accounts and orders are looked up by it). */
export function emailField(required: string = M.required, invalid: string = M.emailInvalid) {
  return requiredString(required)
    .max(254, { error: invalid })
    .pipe(z.email({ error: invalid }))
    .transform((email) => email.toLowerCase());
}

/**
 * A person's name: letters of any alphabet (accents included), with the hyphens, apostrophes and spaces of
 * compound French names (Jean-Pierre, d'Artagnan, Le Goff); it starts with a letter. No digits or other signs.
 */
export const PERSON_NAME_PATTERN = /^\p{L}[\p{L}\p{M}'’ -]*$/u;

export function personNameField() {
  return requiredText().regex(PERSON_NAME_PATTERN, { error: M.lettersOnly });
}

/**
 * A city: letters (accents included), hyphens and dots as the spec says, plus the spaces and apostrophes of real
 * French place names (Aix en Provence, L'Haÿ-les-Roses, St. Malo). No digits: "Lyon Cedex 03" is refused.
 */
export const CITY_PATTERN = /^\p{L}[\p{L}\p{M}'’ .-]*$/u;

export function cityField() {
  return requiredText().regex(CITY_PATTERN, { error: M.cityInvalid });
}

/** Section 5 and 9: zip code of 4 to 10 digits, nothing else. */
export const ZIP_CODE_PATTERN = /^\d{4,10}$/;

export function zipCodeField() {
  return requiredString().regex(ZIP_CODE_PATTERN, { error: M.zipCodeInvalid });
}

/**
 * A French phone number: 0 or +33, then nine digits, the first not 0 (00 starts an international number).
 * Spaces, dots and hyphens between digits are allowed and removed: the value keeps its own prefix, compacted.
 */
export const FRENCH_PHONE_PATTERN = /^(?:0|\+33)[1-9]\d{8}$/;

export function compactPhone(raw: string): string {
  return raw.replace(/[\s.-]/g, '');
}

export function isFrenchPhone(raw: string): boolean {
  return FRENCH_PHONE_PATTERN.test(compactPhone(raw.trim()));
}

export function frenchPhoneField() {
  return requiredString()
    .max(TEXT_MAX_LENGTH, { error: M.phoneInvalid })
    .refine(isFrenchPhone, { error: M.phoneInvalid })
    .transform(compactPhone);
}

/** ISO 3166-1 alpha-2 code, upper-cased; defaults to FR (section 9). */
export function countryCodeField() {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: M.countryCodeInvalid })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: M.countryCodeInvalid })
      .default('FR'),
  );
}
