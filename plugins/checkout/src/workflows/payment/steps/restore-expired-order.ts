import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { createStorefrontCart, findOpenCart } from "@shop/compat-api/lib/cart/query"
import { requireStorefrontContext } from "@shop/compat-api/lib/session/answer"
import { restoreExpiredOrderLines } from "../../../lib/checkout/expired-order"

export type RestoreExpiredOrderInput = { order_id: string; session_cart_id: string | null; customer_id: string | null }

/**
 * What a shopper coming back to an order that expired unpaid expects: its lines back in the session's cart (a new
 * cart when the session has no open one; the caller keeps its id in the session). Once per order, under its own
 * lock; no compensation: the lines are the shopper's to keep or remove.
 */
export const restoreExpiredOrderStep = createStep(
  "shop-restore-expired-order",
  async (input: RestoreExpiredOrderInput, { container }) => {
    const open = input.session_cart_id ? await findOpenCart(container, input.session_cart_id) : null
    const cartId = open?.id ?? (await createStorefrontCart(container, await requireStorefrontContext(container), input.customer_id ?? undefined))
    const restored = await restoreExpiredOrderLines(container, cartId, input.order_id)
    return new StepResponse({ cart_id: cartId, restored })
  }
)
