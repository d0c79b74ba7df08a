import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  addShippingMethodToCartWorkflow,
  completeCartWorkflow,
  createPaymentCollectionForCartWorkflow,
  createPaymentSessionsWorkflow,
  updateCartWorkflow,
} from "@medusajs/medusa/core-flows"
import { initializeOrderStateWorkflow } from "@shop/order-states"
import { newOrderNumber, type ApiOrder, type CheckoutInput } from "@shop/shared"
import { randomBytes } from "node:crypto"
import { findOpenCart, toCartAnswer } from "../cart/query"
import { MESSAGES } from "../messages"
import { toApiOrder } from "../order/map"
import { loadOrder, orderIdOfCart } from "../order/query"
import { ORDER_NUMBER_KEY, ORDER_SECURITY_KEY, orderNumberOf, securityOf } from "../order/record"
import { requireStorefrontContext } from "../session/answer"
import type { ShopSession } from "../session/state"
import { rememberOrder } from "./access"
import { checkoutAddresses } from "./addresses"
import { newSecurityToken } from "./security"
import { TRANSFER_PROVIDER_ID } from "./stripe"

export type SubmitResult = { ok: true; order: ApiOrder; created: boolean } | { ok: false; status: 409; message: string }

/** Seconds a second submit of the same cart waits for the first before giving up. */
const CART_LOCK_TIMEOUT = 60
/** Seconds a checkout waits for the others buying the same products (each takes about a second). */
const STOCK_LOCK_TIMEOUT = 120

function variantIdsOf(cart: { items?: ({ variant_id?: string | null } | null)[] | null }): string[] {
  return (cart.items ?? []).flatMap((line) => (line?.variant_id ? [line.variant_id] : []))
}

/** The seeded home delivery option (shipping option type code "home"). */
async function homeDeliveryOptionId(scope: MedusaContainer): Promise<string> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "shipping_option", fields: ["id", "type.code"] })
  const option = (data as { id: string; type?: { code?: string } | null }[]).find((row) => row.type?.code === "home")
  if (!option) throw new Error("no home delivery shipping option: run the seed")
  return option.id
}

/**
 * Every order starts with a deferred (pending_authorization) bank-transfer session, so Medusa completes the cart
 * into an order, with its stock reserved, before any money moves (docs/adr/002-payment-flow.md).
 */
async function ensureDeferredPaymentSession(scope: MedusaContainer, cartId: string): Promise<void> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const read = async () => {
    const { data } = await query.graph({
      entity: "cart",
      fields: ["payment_collection.id", "payment_collection.payment_sessions.id", "payment_collection.payment_sessions.provider_id"],
      filters: { id: cartId },
    })
    return (data[0] as { payment_collection?: { id: string; payment_sessions?: { provider_id: string }[] } | null }).payment_collection
  }
  let collection = await read()
  if (!collection) {
    await createPaymentCollectionForCartWorkflow(scope).run({ input: { cart_id: cartId } })
    collection = await read()
  }
  if (!collection) throw new Error(`cart ${cartId}: no payment collection after creating it`)
  if ((collection.payment_sessions ?? []).some((session) => session.provider_id === TRANSFER_PROVIDER_ID)) return
  await createPaymentSessionsWorkflow(scope).run({
    input: { payment_collection_id: collection.id, provider_id: TRANSFER_PROVIDER_ID },
  })
}

/** The stock moved under the shopper's feet (another order took the last units): a 409, not a 500. */
function isStockError(error: unknown): boolean {
  // A workflow rethrows its step's error as a plain object at times: read its message either way.
  const message = String((error as { message?: unknown } | null)?.message ?? error)
  return /not enough stock|required inventory|insufficient|inventory/i.test(message)
}

/**
 * The order's number and token, given once (a retry after a crash between the completion and this write gives
 * them then), and its state CHECK_OUT. Idempotent: what is there is kept.
 */
async function finishOrder(scope: MedusaContainer, session: ShopSession, orderId: string): Promise<ApiOrder> {
  let order = await loadOrder(scope, orderId)
  if (!order) throw new Error(`order ${orderId} vanished`)
  if (!orderNumberOf(order) || !securityOf(order)) {
    const orders = scope.resolve(Modules.ORDER)
    await orders.updateOrders(orderId, {
      metadata: {
        ...(order.metadata ?? {}),
        [ORDER_NUMBER_KEY]: orderNumberOf(order) ?? newOrderNumber(randomBytes),
        [ORDER_SECURITY_KEY]: securityOf(order) ?? newSecurityToken(),
      },
    })
  }
  await initializeOrderStateWorkflow(scope).run({ input: { order_id: orderId, actor_type: "customer", actor_id: session.customerId ?? null } })
  rememberOrder(session, orderId)
  order = await loadOrder(scope, orderId)
  return toApiOrder(order!)
}

/**
 * POST /api/checkout/submit: the session's cart becomes an order in CHECK_OUT, its stock reserved. Serialised per
 * cart (a double click answers the same order); Medusa's own reservation step locks the inventory items, so two
 * carts never take the last unit twice.
 */
export async function submitCheckout(scope: MedusaContainer, session: ShopSession, input: CheckoutInput): Promise<SubmitResult> {
  const context = await requireStorefrontContext(scope)
  const cartId = session.cartId
  if (!cartId) return { ok: false, status: 409, message: MESSAGES.emptyCart }
  const locking = scope.resolve(Modules.LOCKING)
  return locking.execute(
    `checkout:${cartId}`,
    async (): Promise<SubmitResult> => {
      const existing = await orderIdOfCart(scope, cartId)
      if (existing) return { ok: true, order: await finishOrder(scope, session, existing), created: false }

      const cart = await findOpenCart(scope, cartId)
      const answer = cart ? await toCartAnswer(scope, cart, context) : null
      if (!cart || !answer || answer.products.length === 0) return { ok: false, status: 409, message: MESSAGES.emptyCart }
      if (answer.products.some((line) => line.inventoryError)) {
        return { ok: false, status: 409, message: MESSAGES.stockUnavailable }
      }

      const { billing, shipping } = checkoutAddresses(input)
      const comment = input.delivery.comment
      await updateCartWorkflow(scope).run({
        input: {
          id: cartId,
          email: input.contact.email,
          billing_address: billing,
          shipping_address: shipping,
          metadata: { deliveryType: input.delivery.type, ...(comment ? { deliveryComment: comment } : {}) },
        },
      })
      await addShippingMethodToCartWorkflow(scope).run({ input: { cart_id: cartId, options: [{ id: await homeDeliveryOptionId(scope) }] } })
      await ensureDeferredPaymentSession(scope, cartId)

      // Carts competing for the same products complete one after the other: each re-reads the stock first, so the
      // losers get the stock message at once instead of queueing on Medusa's short inventory lock (and timing out).
      const variantKeys = [...new Set(variantIdsOf(cart))].sort().map((id) => `stock:${id}`)
      const completed = await locking.execute(
        variantKeys,
        async (): Promise<string | null> => {
          const fresh = await findOpenCart(scope, cartId)
          const now = fresh ? await toCartAnswer(scope, fresh, context) : null
          if (!now || now.products.some((line) => line.inventoryError)) return null
          try {
            const { result } = await completeCartWorkflow(scope).run({ input: { id: cartId } })
            return result.id
          } catch (error) {
            if (isStockError(error)) return null
            throw error
          }
        },
        { timeout: STOCK_LOCK_TIMEOUT }
      )
      if (!completed) return { ok: false, status: 409, message: MESSAGES.stockUnavailable }
      return { ok: true, order: await finishOrder(scope, session, completed), created: true }
    },
    { timeout: CART_LOCK_TIMEOUT + STOCK_LOCK_TIMEOUT }
  )
}
