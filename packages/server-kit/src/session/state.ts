import { createHash } from "node:crypto"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"

/** What the shop keeps in a visitor's session (Medusa's express-session, memory or Redis store). */
export type ShopSessionData = {
  customerId?: string
  /** the customer's credential version at login: a password change or reset elsewhere ends this session */
  credentialVersion?: number
  /**
   * A Medusa staff user logged in through the same form (never together with customerId): recognised, not a
   * customer, so customer-only routes see nobody.
   */
  staffUserId?: string
  cartId?: string
  extras?: { cookieAccepted?: boolean }
}

/** The parts of express-session's Session object this plugin uses. */
type SessionCookie = { sameSite?: boolean | "lax" | "strict" | "none"; httpOnly?: boolean }
export type ShopSession = ShopSessionData & {
  id: string
  cookie: SessionCookie
  regenerate(callback: (error?: unknown) => void): void
  save(callback: (error?: unknown) => void): void
}

export class SessionUnavailableError extends Error {
  constructor() {
    super("express-session did not run before the /api routes")
  }
}

export function sessionOf(req: MedusaRequest): ShopSession {
  const session = (req as { session?: ShopSession }).session
  if (!session) throw new SessionUnavailableError()
  return session
}

/**
 * The opaque token answered to the storefront (section 4.4): derived from the session id, so it is new with every
 * new session and costs no write — a visit that only reads stores no session.
 */
export function sessionToken(session: ShopSession): string {
  return createHash("sha256").update(`shop-session-token:${session.id}`).digest("base64url")
}

/**
 * A new session id with only `keep` carried over (login and logout: no session fixation, the old id
 * stops working). The new id gives a new token.
 */
export async function renewSession(req: MedusaRequest, keep: ShopSessionData): Promise<ShopSession> {
  await new Promise<void>((resolve, reject) =>
    sessionOf(req).regenerate((error) => (error ? reject(error) : resolve()))
  )
  // regenerate() built a new cookie from Medusa's defaults: harden it again.
  const session = hardenCookie(sessionOf(req))
  Object.assign(session, keep)
  return session
}

function hardenCookie(session: ShopSession): ShopSession {
  session.cookie.sameSite = "lax"
  session.cookie.httpOnly = true
  return session
}

/**
 * The shop's cookie is HttpOnly and SameSite=Lax whatever the environment (Medusa leaves SameSite off
 * outside production); Secure stays as Medusa sets it (on behind https). Setting these does not mark the
 * session modified, so a read of /api that never touches the session creates none.
 */
export function hardenSessionCookie(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction): void {
  const session = (req as { session?: ShopSession }).session
  if (session?.cookie) hardenCookie(session)
  next()
}
