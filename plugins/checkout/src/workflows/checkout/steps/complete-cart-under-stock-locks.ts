import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { completeCartWorkflow } from "@medusajs/medusa/core-flows"
import { assertCartInStock } from "../../../lib/checkout/stock-check"

export type CompleteCartUnderStockLocksInput = { cart_id: string; stock_lock_keys: string[] }

/** Seconds a checkout waits for the others buying the same products (each completion takes about a second). */
const STOCK_LOCK_TIMEOUT = 120

/**
 * Carts buying the same products complete one at a time: under the variants' locks (queued, not polled), a stock
 * read first (a refusal costs one read, not a completion), then Medusa's complete-cart, whose `validate` hook
 * refuses a line beyond the stock and whose `orderCreated` hook writes the CHECK_OUT state row
 * (src/workflows/hooks/complete-cart.ts). A failing completion undoes itself (Medusa's compensation deletes the order
 * and its reservations, our hook the state row), and the steps before this one are compensated by the workflow. It
 * is the workflow's last step that can fail, so it has no compensation of its own.
 */
export const completeCartUnderStockLocksStep = createStep(
  "shop-complete-cart-under-stock-locks",
  async (input: CompleteCartUnderStockLocksInput, { container }) => {
    const orderId = await container.resolve(Modules.LOCKING).execute(
      input.stock_lock_keys,
      async () => {
        await assertCartInStock(container, input.cart_id)
        const { result } = await completeCartWorkflow(container).run({ input: { id: input.cart_id } })
        return result.id
      },
      { timeout: STOCK_LOCK_TIMEOUT }
    )
    return new StepResponse({ id: orderId })
  }
)
