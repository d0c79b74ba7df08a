/**
 * Euros as staff type them ↔ integer cents as the API moves them, through the shared money rules (digits, never
 * float arithmetic): "389,9" → 38990, 38990 → "389,90". Pure; unit-tested in money.test.ts.
 */
import { centsToMajor, majorToCents } from '@shop/shared';

const EUROS = /^\d{1,7}(?:\.\d{1,2})?$/;

/** "1 234,5 €", "19.90", "0" → cents; an empty, negative or over-precise entry → null. */
export function eurosToCents(text: string): number | null {
  const clean = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (!EUROS.test(clean)) return null;
  return majorToCents(clean);
}

/** 38990 → "389,90": what an input shows for an amount the server sent. */
export function centsToEuros(cents: number): string {
  return centsToMajor(cents).replace('.', ',');
}

/** A quantity field: a whole number from 1; anything else → null. */
export function parseQuantity(text: string): number | null {
  const clean = text.trim();
  if (!/^\d{1,4}$/.test(clean)) return null;
  const quantity = Number(clean);
  return quantity >= 1 ? quantity : null;
}

/** `days` after `today` (YYYY-MM-DD), as YYYY-MM-DD: the default validity of a first answer. */
export function addDays(today: string, days: number): string {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
