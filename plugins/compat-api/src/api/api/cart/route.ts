import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { cartLineRequestSchema, quantityTooLargeMessage } from "@shop/shared"
import { sendValidationError } from "@shop/server-kit"
import { answerSessionCart } from "../../../lib/cart/respond"
import { findStorefrontVariantId } from "../../../lib/cart/variant"
import { emptyCartWorkflow } from "../../../lib/cart/workflows/empty-cart"
import { putCartLineWorkflow } from "../../../lib/cart/workflows/put-cart-line"
import { MESSAGES } from "../../../lib/messages"

/**
 * PUT /api/cart {ean, quantity, fixed?}: adds to, sets (cart drawer's edit, `fixed: true`) or removes
 * (quantity 0) the product's line (section 4.3); answers the whole cart.
 */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = cartLineRequestSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const { ean, quantity, fixed } = parsed.data
  await answerSessionCart(req, res, async ({ scope, cartId, context }) => {
    const variantId = await findStorefrontVariantId(scope, ean, context)
    if (!variantId) return { status: 404, message: MESSAGES.cartProductNotFound }
    const { result } = await putCartLineWorkflow(scope).run({
      input: { cart_id: cartId, variant_id: variantId, quantity, fixed },
    })
    if (result.refusedAbove !== null) return { status: 400, message: quantityTooLargeMessage(result.refusedAbove) }
  })
}

/** DELETE /api/cart: every line and voucher leave the cart; answers the empty cart. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  await answerSessionCart(req, res, async ({ scope, cartId }) => {
    await emptyCartWorkflow(scope).run({ input: { cart_id: cartId } })
  })
}
