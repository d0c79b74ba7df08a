import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { ApiSession } from "@shop/shared"
import { createStorefrontCart, findOpenCart, toCartAnswer } from "../cart/query"
import type { CartRecord } from "../cart/record"
import { loadStorefrontContext, type StorefrontContext } from "../product/query"
import { ensureToken, type ShopSession } from "./state"
import { ANONYMOUS_USER, CUSTOMER_FIELDS, toSessionUser, type CustomerRecord } from "./user"

/** The shop is not seeded (no France region or Storefront channel): no cart can be made. */
export class ShopNotReadyError extends Error {}

export async function findCustomer(scope: MedusaContainer, customerId: string): Promise<CustomerRecord | null> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "customer", fields: CUSTOMER_FIELDS, filters: { id: customerId } })
  return (data[0] as CustomerRecord | undefined) ?? null
}

export async function requireStorefrontContext(scope: MedusaContainer): Promise<StorefrontContext> {
  const context = await loadStorefrontContext(scope)
  if (!context) throw new ShopNotReadyError()
  return context
}

/** The session's open cart; a new one (the customer's when logged in) when it has none or it was ordered. */
export async function ensureSessionCart(
  scope: MedusaContainer,
  session: ShopSession,
  context: StorefrontContext
): Promise<CartRecord> {
  const existing = session.cartId ? await findOpenCart(scope, session.cartId) : null
  if (existing) return existing
  session.cartId = await createStorefrontCart(scope, context, session.customerId)
  const created = await findOpenCart(scope, session.cartId)
  if (!created) throw new Error(`cart ${session.cartId} vanished right after its creation`)
  return created
}

/**
 * The answer of GET /api/auth and of every call that changes the session: token, who is logged in,
 * the cart in the section-3 shape and the extras. A first visit gets its session and cart here.
 */
export async function sessionAnswer(scope: MedusaContainer, session: ShopSession): Promise<ApiSession> {
  const context = await requireStorefrontContext(scope)
  const token = ensureToken(session)
  let customer: CustomerRecord | null = null
  if (session.customerId) {
    customer = await findCustomer(scope, session.customerId)
    // A customer deleted by the staff ends the login, not the visit.
    if (!customer) delete session.customerId
  }
  const cart = await ensureSessionCart(scope, session, context)
  return {
    ...(customer ? toSessionUser(customer) : ANONYMOUS_USER),
    token,
    isAnonymous: !customer,
    cart: await toCartAnswer(scope, cart, context),
    extras: { cookieAccepted: session.extras?.cookieAccepted ?? null },
  }
}
