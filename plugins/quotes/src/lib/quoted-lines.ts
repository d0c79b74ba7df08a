import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { sendError, sessionOf } from "@shop/server-kit"
import { parseCartQuantity, QUOTE_TEXTS } from "@shop/shared"
import { QUOTE_REF_KEY } from "./cart-keys"

type LineRow = { id: string; variant_id?: string | null; metadata?: Record<string, unknown> | null; variant?: { ean?: string | null } | null }

/**
 * A quoted line's price holds for the quoted quantity only: `PUT /api/cart {ean, quantity}` may remove it (0) but
 * not change its quantity (409; the pro asks staff to adjust the quote). Other lines are the cart's business.
 */
export async function keepQuotedQuantities(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): Promise<void> {
  const body = (req.body ?? {}) as { ean?: unknown; quantity?: unknown }
  const cartId = sessionOf(req).cartId
  const quantity = parseCartQuantity(body.quantity)
  if (!cartId || typeof body.ean !== "string" || !quantity.success || quantity.quantity === 0) return next()
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: ["id", "completed_at", "items.id", "items.variant_id", "items.metadata", "items.variant.ean"],
    filters: { id: cartId },
  })
  const cart = data[0] as { completed_at?: unknown; items?: (LineRow | null)[] | null } | undefined
  const ean = body.ean.trim()
  const quoted = (cart?.items ?? []).some((line) => line?.variant?.ean === ean && typeof line.metadata?.[QUOTE_REF_KEY] === "string")
  if (cart && !cart.completed_at && quoted) return sendError(res, 409, QUOTE_TEXTS.quotedQuantityFixed)
  next()
}
