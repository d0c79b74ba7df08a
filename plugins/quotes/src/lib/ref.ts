import { PRO_QUOTATION_REF_PATTERN } from "@shop/shared"

/**
 * A quote's number (spec 3): two digits, a dash, six capital letters (22-ABCDEF). Drawn from cryptographic
 * randomness, never from an id or the clock, so one number tells nothing about another: 100 × 26^6 ≈ 3·10^10
 * numbers. Uniqueness is the database's (unique index on `quote.ref`): a collision is drawn again.
 */
export type RandomBytes = (size: number) => Uint8Array

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
/** Bytes at or above these limits are dropped so every digit and every letter is equally likely (no modulo bias). */
const DIGIT_LIMIT = 250
const LETTER_LIMIT = 234

export function newQuoteRef(randomBytes: RandomBytes): string {
  const digits: number[] = []
  const letters: string[] = []
  // Each round draws 16 bytes; about 2 % of them are dropped, so one round nearly always suffices.
  for (let round = 0; round < 64 && (digits.length < 2 || letters.length < 6); round += 1) {
    for (const byte of randomBytes(16)) {
      if (digits.length < 2) {
        if (byte < DIGIT_LIMIT) digits.push(byte % 10)
      } else if (letters.length < 6 && byte < LETTER_LIMIT) {
        letters.push(LETTERS[byte % 26])
      }
    }
  }
  if (digits.length < 2 || letters.length < 6) throw new RangeError("the random source gave no usable bytes")
  return `${digits.join("")}-${letters.join("")}`
}

export function isQuoteRef(value: unknown): value is string {
  return typeof value === "string" && PRO_QUOTATION_REF_PATTERN.test(value)
}

/** `GET /api/quotes/{id}`: the id may be the quote's id (quo_…) or its number, typed in any case. */
export function quoteKey(raw: string): { ref: string } | { id: string } {
  const upper = raw.trim().toUpperCase()
  return isQuoteRef(upper) ? { ref: upper } : { id: raw.trim() }
}
