import { createHash, randomBytes, timingSafeEqual } from "node:crypto"

/** 32 random bytes in base64url: 43 characters of [A-Za-z0-9_-] (the shape the /api route accepts). */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/**
 * A new unsubscribe token: 256 random bits, URL-safe, for the link of an e-mail. Only its hash is stored, so the
 * table (a backup, a read-only leak) gives no working link.
 */
export function newUnsubscribeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url")
  return { token, hash: hashUnsubscribeToken(token) }
}

/** SHA-256 in hex of the token: what the row keeps and what a lookup searches for. */
export function hashUnsubscribeToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex")
}

/** Constant-time check of a token against a stored hash; false for anything that is not a token's shape. */
export function unsubscribeTokenMatches(token: unknown, storedHash: string | null | undefined): boolean {
  if (typeof token !== "string" || !UNSUBSCRIBE_TOKEN_PATTERN.test(token) || !storedHash) return false
  const given = Buffer.from(hashUnsubscribeToken(token), "hex")
  const stored = Buffer.from(storedHash, "hex")
  return given.length === stored.length && timingSafeEqual(given, stored)
}
