import type { MedusaRequest } from "@medusajs/framework/http"
import { requireStorefrontContext, ensureSessionCart } from "../session/answer"
import { renewSession, sessionOf } from "../session/state"
import { attachCartToCustomer } from "./accounts"

/**
 * Binds the session to a customer after a login or a sign-up. The anonymous cart (made now if the
 * visitor had none) becomes the customer's, so its lines are kept; the session gets a new id and
 * token. A visitor who was logged in as someone else does not hand that person's cart over.
 */
export async function bindSessionToCustomer(req: MedusaRequest, customerId: string): Promise<void> {
  const session = sessionOf(req)
  const extras = session.extras
  const keepCart = !session.customerId || session.customerId === customerId
  let cartId: string | undefined
  if (keepCart) {
    const context = await requireStorefrontContext(req.scope)
    const cart = await ensureSessionCart(req.scope, session, context)
    await attachCartToCustomer(req.scope, cart.id, customerId)
    cartId = cart.id
  }
  await renewSession(req, { customerId, cartId, extras })
}

/**
 * Binds the session to a staff user (admin login form, same action). The session holds `staffUserId` and no
 * customer: a customer who was logged in on this browser is logged out and keeps their cart, the staff session
 * gets the anonymous cart or a new one. Grants are read on every answer, never stored in the session, so a
 * revoked grant takes effect on the next call.
 */
export async function bindSessionToStaff(req: MedusaRequest, staffUserId: string): Promise<void> {
  const session = sessionOf(req)
  const cartId = session.customerId ? undefined : session.cartId
  await renewSession(req, { staffUserId, cartId, extras: session.extras })
}

/** Logout: a new anonymous session; only the visitor's cookie choice survives (it belongs to the device). */
export async function endCustomerSession(req: MedusaRequest): Promise<void> {
  const { extras } = sessionOf(req)
  await renewSession(req, { extras })
}

/** The caller's address as Medusa's Express sees it (trust proxy 1: the storefront proxy's X-Forwarded-For). */
export function clientIp(req: MedusaRequest): string {
  return req.ip || req.socket?.remoteAddress || "unknown"
}
