import { createHash, randomBytes, timingSafeEqual } from "node:crypto"

/** 256 random bits, URL-safe: a thread link cannot be found by trying. */
export function newThreadSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString("base64url")
  return { secret, hash: hashThreadSecret(secret) }
}

/** Only this hash is stored. */
export function hashThreadSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex")
}

/** Constant-time check of a secret against the stored hash (same length: both are SHA-256 hex). */
export function secretMatches(secret: unknown, storedHash: string): boolean {
  if (typeof secret !== "string" || secret.length === 0 || secret.length > 200) return false
  const given = Buffer.from(hashThreadSecret(secret), "hex")
  const stored = Buffer.from(storedHash, "hex")
  return given.length === stored.length && timingSafeEqual(given, stored)
}
