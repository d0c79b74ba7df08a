import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { putCartLineWorkflow } from "@shop/compat-api/lib/cart/workflows/put-cart-line"
import { stateOf } from "../order/map"
import { loadOrder, orderHistory } from "../order/query"
import { orderStateMachine } from "@shop/order-states"
import { ABANDONED_CHECKOUT_ACTOR } from "./abandoned"

/** Order metadata key: the cart the expired order's lines were put back into (once per order). */
export const RESTORED_TO_CART_KEY = "restoredToCart"

/** The order was closed by the abandonment job (its CANCELLED line is the job's), not by staff or the customer. */
export async function closedAsAbandoned(scope: MedusaContainer, orderId: string): Promise<boolean> {
  const history = await orderHistory(scope, orderId)
  const cancelled = history.filter((line) => line.to === "CANCELLED").pop() as { actor_id?: string | null } | undefined
  return cancelled?.actor_id === ABANDONED_CHECKOUT_ACTOR
}

/**
 * What a shopper coming back to an order that expired unpaid expects: the same products in the cart, to order again.
 * The order's lines are added to the session's cart with the usual add rule (section 4.3); a line beyond the stock
 * left shows its inventory error there. Done once per order (under its lock), whoever comes back first with the right
 * to act on it; later calls change nothing.
 */
export async function restoreExpiredOrderLines(scope: MedusaContainer, cartId: string, orderId: string): Promise<boolean> {
  const logger = scope.resolve(ContainerRegistrationKeys.LOGGER)
  return scope.resolve(Modules.LOCKING).execute(
    `restore-cart:${orderId}`,
    async () => {
      const order = await loadOrder(scope, orderId, true)
      if (!order || !orderStateMachine.isFinal(stateOf(order)) || order.metadata?.[RESTORED_TO_CART_KEY]) return false
      const cart = { id: cartId }
      for (const line of order.items ?? []) {
        if (!line?.variant_id || !line.quantity) continue
        try {
          await putCartLineWorkflow(scope).run({
            input: { cart_id: cart.id, variant_id: line.variant_id, quantity: Number(line.quantity), fixed: false },
          })
        } catch (error) {
          // A product withdrawn since: the other lines still come back.
          logger.warn(`order ${orderId}: line ${line.variant_id} not put back in cart ${cart.id}: ${String(error)}`)
        }
      }
      await scope.resolve(Modules.ORDER).updateOrders(orderId, { metadata: { ...(order.metadata ?? {}), [RESTORED_TO_CART_KEY]: cart.id } })
      return true
    },
    { timeout: 30 }
  )
}
