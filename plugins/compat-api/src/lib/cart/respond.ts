import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { MESSAGES } from "../messages"
import type { StorefrontContext } from "@shop/product-search"
import { ensureSessionCart, requireStorefrontContext, ShopNotReadyError } from "../session/answer"
import { sessionOf, type ShopSession } from "@shop/server-kit"
import { findOpenCart, toCartAnswer } from "./query"

export type CartCall = { scope: MedusaContainer; session: ShopSession; cartId: string; context: StorefrontContext }

/** What a cart change may answer instead of the cart: a 4xx with its French message, nothing written. */
export type CartRefusal = { status: 400 | 404; message: string }

/**
 * Runs one cart call on the session's open cart (made by the first call, replaced when it was ordered) and
 * answers the WHOLE cart in the section-3 shape, read again after the change; or the call's refusal.
 */
export async function answerSessionCart(
  req: MedusaRequest,
  res: MedusaResponse,
  change: (call: CartCall) => Promise<CartRefusal | void>
): Promise<void> {
  let context: StorefrontContext
  try {
    context = await requireStorefrontContext(req.scope)
  } catch (error) {
    if (!(error instanceof ShopNotReadyError)) throw error
    res.status(503).json({ message: MESSAGES.shopNotReady })
    return
  }
  const session = sessionOf(req)
  const cart = await ensureSessionCart(req.scope, session, context)
  const refusal = await change({ scope: req.scope, session, cartId: cart.id, context })
  if (refusal) {
    res.status(refusal.status).json({ message: refusal.message })
    return
  }
  const changed = await findOpenCart(req.scope, cart.id)
  if (!changed) throw new Error(`cart ${cart.id} was completed during a cart call`)
  res.json(await toCartAnswer(req.scope, changed, context))
}
