import { createHash, randomBytes } from "node:crypto"
import { PASSWORD_RESET_VALIDITY_MINUTES } from "../mail"
import { storefrontLink } from "../mail/templates"

/** How long a reset link works: the validity the e-mail states (1 h). */
export const RESET_TOKEN_TTL_MS = PASSWORD_RESET_VALIDITY_MINUTES * 60 * 1000

/** 256 random bits, URL-safe: unguessable, so a link cannot be found by trying. */
export function newResetToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url")
  return { token, hash: hashResetToken(token) }
}

/** Only this hash is stored; looking a link up by it needs the token itself. */
export function hashResetToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex")
}

export function resetExpiry(now: Date = new Date()): Date {
  return new Date(now.getTime() + RESET_TOKEN_TTL_MS)
}

/** `/login/iforgot?token=…&email=…` on the storefront: the page sends both back with the new password. */
export function passwordResetUrl(storefrontUrl: string, token: string, email: string): string {
  return storefrontLink(storefrontUrl, "/login/iforgot", { token, email })
}
