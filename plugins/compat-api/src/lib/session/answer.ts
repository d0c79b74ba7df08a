import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { ApiCart, ApiSession, ApiSessionUser } from "@shop/shared"
import { createStorefrontCart, findOpenCart, toCartAnswer } from "../cart/query"
import type { CartRecord } from "../cart/record"
import { loadStorefrontContext, type StorefrontContext } from "@shop/product-search"
import { sessionToken, type ShopSession } from "@shop/server-kit"
import {
  ANONYMOUS_USER,
  CUSTOMER_FIELDS,
  STAFF_FIELDS,
  toSessionUser,
  toStaffSessionUser,
  type CustomerRecord,
  type StaffRecord,
} from "./user"

const ZERO = { ht: 0, ttc: 0 }
/** A session without cart answers this one (section 3 shape). */
const EMPTY_CART: ApiCart = { products: [], discounts: [], total: { articles: ZERO, delivery: ZERO, net: { ...ZERO, vat: 0 } } }

/** The shop is not seeded (no France region or Storefront channel): no cart can be made. */
export class ShopNotReadyError extends Error {}

export async function findCustomer(scope: MedusaContainer, customerId: string): Promise<CustomerRecord | null> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "customer", fields: CUSTOMER_FIELDS, filters: { id: customerId } })
  return (data[0] as CustomerRecord | undefined) ?? null
}

/** The staff user of a staff session, with its grants (Query through the admin-grants link). */
export async function findStaff(scope: MedusaContainer, userId: string): Promise<StaffRecord | null> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "user", fields: STAFF_FIELDS, filters: { id: userId } })
  return (data[0] as StaffRecord | undefined) ?? null
}

/** Who the session is: its customer, else its staff user, else nobody; a deleted account ends the login. */
async function sessionUser(scope: MedusaContainer, session: ShopSession): Promise<ApiSessionUser | null> {
  if (session.customerId) {
    const customer = await findCustomer(scope, session.customerId)
    if (customer) return toSessionUser(customer)
    // A customer deleted by the staff ends the login, not the visit.
    delete session.customerId
  }
  if (session.staffUserId) {
    const staff = await findStaff(scope, session.staffUserId)
    if (staff) return toStaffSessionUser(staff)
    delete session.staffUserId
  }
  return null
}

export async function requireStorefrontContext(scope: MedusaContainer): Promise<StorefrontContext> {
  const context = await loadStorefrontContext(scope)
  if (!context) throw new ShopNotReadyError()
  return context
}

/** The session's open cart, if it has one; a cart that was ordered is forgotten. */
export async function sessionCart(scope: MedusaContainer, session: ShopSession): Promise<CartRecord | null> {
  if (!session.cartId) return null
  const cart = await findOpenCart(scope, session.cartId)
  if (!cart) delete session.cartId
  return cart
}

/**
 * The session's open cart; a new one (the customer's when logged in) when it has none or it was ordered. Only calls
 * that put something in the cart make one: bots reading the session leave no cart behind.
 */
export async function ensureSessionCart(
  scope: MedusaContainer,
  session: ShopSession,
  context: StorefrontContext
): Promise<CartRecord> {
  const existing = await sessionCart(scope, session)
  if (existing) return existing
  session.cartId = await createStorefrontCart(scope, context, session.customerId)
  const created = await findOpenCart(scope, session.cartId)
  if (!created) throw new Error(`cart ${session.cartId} vanished right after its creation`)
  return created
}

/**
 * The answer of GET /api/auth and of every call that changes the session: token, who is logged in,
 * the cart in the section-3 shape (empty until a first product is added) and the extras. Reading it writes nothing.
 */
export async function sessionAnswer(scope: MedusaContainer, session: ShopSession): Promise<ApiSession> {
  const context = await requireStorefrontContext(scope)
  const user = await sessionUser(scope, session)
  const cart = await sessionCart(scope, session)
  return {
    ...(user ?? ANONYMOUS_USER),
    token: sessionToken(session),
    isAnonymous: !user,
    cart: cart ? await toCartAnswer(scope, cart, context) : EMPTY_CART,
    extras: { cookieAccepted: session.extras?.cookieAccepted ?? null },
  }
}
