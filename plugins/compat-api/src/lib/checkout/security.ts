import { createHash, randomBytes, timingSafeEqual } from "node:crypto"

/** 32 random bytes (256 bits), URL-safe: the order's secret, with which its number opens its detail. */
export function newSecurityToken(): string {
  return randomBytes(32).toString("base64url")
}

/**
 * Constant-time comparison of a presented token with the order's. Both are hashed first so that the
 * comparison time depends neither on the content nor on the length of what the caller sent.
 */
export function sameToken(presented: unknown, expected: unknown): boolean {
  if (typeof presented !== "string" || typeof expected !== "string" || !presented || !expected) return false
  const a = createHash("sha256").update(presented).digest()
  const b = createHash("sha256").update(expected).digest()
  return timingSafeEqual(a, b)
}
