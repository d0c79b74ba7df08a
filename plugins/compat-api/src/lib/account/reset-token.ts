import type { LimitedRequest } from "@shop/server-kit"
import { PASSWORD_RESET_VALIDITY_MINUTES } from "../mail"
import { storefrontLink } from "../mail/templates"

/** How long a reset link works: the validity the e-mail states (1 h). */
export const RESET_TOKEN_TTL_MS = PASSWORD_RESET_VALIDITY_MINUTES * 60 * 1000

/** Reset e-mails: 10 requests per IP and 3 per e-mail address per hour (a mailbox is not to be flooded). */
export const PASSWORD_RESET_REQUEST_LIMIT: Pick<LimitedRequest, "name" | "limit"> = {
  name: "iforgot",
  limit: { perIp: 10, perKey: 3, windowMs: 60 * 60 * 1000 },
}

export function resetExpiry(now: Date = new Date()): Date {
  return new Date(now.getTime() + RESET_TOKEN_TTL_MS)
}

/** `/login/iforgot?token=…&email=…` on the storefront: the page sends both back with the new password. */
export function passwordResetUrl(storefrontUrl: string, token: string, email: string): string {
  return storefrontLink(storefrontUrl, "/login/iforgot", { token, email })
}
