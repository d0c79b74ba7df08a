import { createHash, randomBytes, timingSafeEqual } from "node:crypto"

/** 32 random bytes in base64url: 43 characters of [A-Za-z0-9_-]. */
export const SECRET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/**
 * A new secret for a link or a resource (reset link, unsubscribe link, thread link, order secret): 256 random
 * bits, URL-safe, so it cannot be found by trying. Store only `hash`: a leaked table gives no working link.
 */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url")
  return { token, hash: hashSecretToken(token) }
}

/** SHA-256 in hex: what a row keeps and what a lookup searches for. */
export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex")
}

/**
 * Constant-time check of a presented token against a stored SHA-256 hex hash. Anything that is not a string of a
 * token's length range is refused before hashing; both sides are 32-byte digests, so the time depends neither on
 * the content nor on the length of what the caller sent.
 */
export function secretTokenMatches(presented: unknown, storedHash: string | null | undefined): boolean {
  if (typeof presented !== "string" || presented.length === 0 || presented.length > 200 || !storedHash) return false
  const given = Buffer.from(hashSecretToken(presented), "hex")
  const stored = Buffer.from(storedHash, "hex")
  return given.length === stored.length && timingSafeEqual(given, stored)
}

/** Constant-time comparison of two secrets kept in clear (both hashed first, so lengths do not leak). */
export function sameSecret(presented: unknown, expected: unknown): boolean {
  if (typeof expected !== "string" || !expected) return false
  return secretTokenMatches(presented, hashSecretToken(expected))
}
