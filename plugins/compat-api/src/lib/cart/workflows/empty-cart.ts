import { Modules, PromotionActions } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  acquireLockStep,
  deleteLineItemsWorkflow,
  releaseLockStep,
  updateCartPromotionsWorkflow,
} from "@medusajs/medusa/core-flows"

const listCartLineIdsStep = createStep("shop-list-cart-line-ids", async (cartId: string, { container }) => {
  const lines = await container.resolve(Modules.CART).listLineItems({ cart_id: cartId }, { select: ["id"] })
  return new StepResponse(lines.map((line) => line.id))
})

/** DELETE /api/cart: every line and every promotion code leave the cart, under its lock. */
export const emptyCartWorkflow = createWorkflow("shop-empty-cart", (input: { cart_id: string }) => {
  acquireLockStep({ key: input.cart_id, timeout: 2, ttl: 10 })
  const ids = listCartLineIdsStep(input.cart_id)
  when("shop-empty-cart-lines", { ids }, ({ ids }) => ids.length > 0).then(() => {
    deleteLineItemsWorkflow.runAsStep({ input: { cart_id: input.cart_id, ids } })
  })
  updateCartPromotionsWorkflow.runAsStep({
    input: { cart_id: input.cart_id, promo_codes: [], action: PromotionActions.REPLACE },
  })
  releaseLockStep({ key: input.cart_id })
  return new WorkflowResponse(ids)
})
