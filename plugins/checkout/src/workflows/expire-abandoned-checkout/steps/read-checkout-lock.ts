import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { randomUUID } from "node:crypto"

export type CheckoutLock = { keys: string[]; owner_id: string }

/**
 * The order's lock keys: `payment:<order>` (taken by a new card page or the transfer choice) and the cart id (taken
 * by the card settle and by Medusa's own payment webhook workflow). Holding both, nothing pays or opens a page while
 * the order is being closed. The owner id is this run's own, so its lock is released by it only.
 */
export const readCheckoutLockStep = createStep("shop-read-checkout-lock", async (input: { order_id: string }, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order_cart", fields: ["cart_id"], filters: { order_id: input.order_id } })
  const cartId = (data[0] as { cart_id?: string } | undefined)?.cart_id
  return new StepResponse<CheckoutLock>({
    keys: [`payment:${input.order_id}`, ...(cartId ? [cartId] : [])],
    owner_id: `expire-abandoned-checkout:${randomUUID()}`,
  })
})
