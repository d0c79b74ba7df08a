import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { assertCartInStock } from "../../../lib/checkout/stock-check"

/**
 * The stock read the completion's `validate` hook makes too, run early: before queueing on the variants' locks (once
 * the stock is gone, later shoppers are refused at once) and first thing under them (a refusal costs one read, not
 * a cart completion). Reads only.
 */
export const checkCartStockStep = createStep("shop-check-cart-stock", async (input: { cart_id: string }, { container }) => {
  await assertCartInStock(container, input.cart_id)
  return new StepResponse(true)
})
