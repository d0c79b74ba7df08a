import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/** The order a cart already became (a double click, a retry after a lost answer): the submit then answers it. */
export const findOrderOfCartStep = createStep("shop-find-order-of-cart", async (input: { cart_id: string }, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: input.cart_id } })
  return new StepResponse({ order_id: (data[0] as { order_id?: string } | undefined)?.order_id ?? null })
})
