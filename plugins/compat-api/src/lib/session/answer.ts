import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { ApiSession, ApiSessionUser } from "@shop/shared"
import { createStorefrontCart, findOpenCart, toCartAnswer } from "../cart/query"
import type { CartRecord } from "../cart/record"
import { loadStorefrontContext, type StorefrontContext } from "../product/query"
import { ensureToken, type ShopSession } from "./state"
import {
  ANONYMOUS_USER,
  CUSTOMER_FIELDS,
  STAFF_FIELDS,
  toSessionUser,
  toStaffSessionUser,
  type CustomerRecord,
  type StaffRecord,
} from "./user"

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
  const user = await sessionUser(scope, session)
  const cart = await ensureSessionCart(scope, session, context)
  return {
    ...(user ?? ANONYMOUS_USER),
    token,
    isAnonymous: !user,
    cart: await toCartAnswer(scope, cart, context),
    extras: { cookieAccepted: session.extras?.cookieAccepted ?? null },
  }
}
