import type { MedusaRequest } from "@medusajs/framework/http"
import { sessionCart } from "../session/answer"
import { renewSession, sessionOf } from "@shop/server-kit"
import { currentCredentialVersion } from "../account/credentials"
import { attachCartToCustomer } from "./accounts"

/**
 * Binds the session to a customer after a login or a sign-up. The anonymous cart, if any, becomes the customer's,
 * so its lines are kept; the session gets a new id and token. A visitor who was logged in as someone else does not
 * hand that person's cart over.
 */
export async function bindSessionToCustomer(req: MedusaRequest, customerId: string): Promise<void> {
  const session = sessionOf(req)
  const extras = session.extras
  const keepCart = !session.customerId || session.customerId === customerId
  const cart = keepCart ? await sessionCart(req.scope, session) : null
  if (cart) await attachCartToCustomer(req.scope, cart.id, customerId)
  const cartId = cart?.id
  const credentialVersion = (await currentCredentialVersion(req.scope, customerId)) ?? 0
  await renewSession(req, { customerId, credentialVersion, cartId, extras })
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
