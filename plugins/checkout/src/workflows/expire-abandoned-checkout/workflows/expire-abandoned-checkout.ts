import { createWorkflow, transform, when, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, cancelOrderWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { transitionOrderStateWorkflow } from "@shop/order-states"
import { ABANDONED_CHECKOUT_ACTOR, ABANDONED_CHECKOUT_REASON } from "../../../lib/checkout/abandoned"
import { checkAbandonedCheckoutStep, type CheckAbandonedCheckoutInput } from "../steps/check-abandoned-checkout"
import { expireCardPagesStep } from "../steps/expire-card-pages"
import { readCheckoutLockStep } from "../steps/read-checkout-lock"
import { settlePaidCheckoutStep } from "../steps/settle-paid-checkout"

export type ExpireAbandonedCheckoutInput = CheckAbandonedCheckoutInput
export type ExpireAbandonedCheckoutResult = { order_id: string; outcome: "cancelled" | "settled" | "kept"; reason: string }

/** Seconds a run waits for the order's lock (a settle holds it about a second), and how long it may keep it. */
const LOCK_TIMEOUT = 60
const LOCK_TTL = 120

/**
 * Closes one abandoned order (docs/adr/002-payment-flow.md), under the order's lock:
 * 1. re-check: still CHECK_OUT, not paid meanwhile, old enough with no card page still open;
 * 2. expire its open card pages on Stripe (a page found completed turns the run into a settle);
 * 3. CHECK_OUT → CANCELLED, actor `system`, reason 'Paiement non finalisé' (the conditional write: of two runs,
 *    one moves it; compensated back to CHECK_OUT if the next step fails);
 * 4. Medusa's own cancel-order workflow: reservations deleted (the stock is on sale again), payments cancelled,
 *    collection canceled, `order.canceled` emitted. Last, because it is the one that cannot be undone.
 * Then the lock is released, and a payment found on the way is settled by the existing settle code.
 */
export const expireAbandonedCheckoutWorkflow = createWorkflow(
  "expire-abandoned-checkout",
  (input: WorkflowData<ExpireAbandonedCheckoutInput>) => {
    const lock = readCheckoutLockStep(transform({ input }, ({ input }) => ({ order_id: input.order_id })))
    acquireLockStep({ key: lock.keys, ownerId: lock.owner_id, timeout: LOCK_TIMEOUT, ttl: LOCK_TTL })
    const checked = checkAbandonedCheckoutStep(input)
    const verdict = expireCardPagesStep(checked)

    when("shop-abandoned-checkout-close", { verdict }, ({ verdict }) => verdict.action === "cancel").then(() => {
      transitionOrderStateWorkflow.runAsStep({
        input: transform({ verdict }, ({ verdict }) => ({
          order_id: verdict.order_id,
          to: "CANCELLED",
          actor_type: "system" as const,
          actor_id: ABANDONED_CHECKOUT_ACTOR,
          reason: ABANDONED_CHECKOUT_REASON,
        })),
      })
    })
    when("shop-abandoned-checkout-cancel-medusa", { verdict }, ({ verdict }) => verdict.action === "cancel" && !verdict.medusa_canceled).then(
      () => {
        cancelOrderWorkflow.runAsStep({ input: transform({ verdict }, ({ verdict }) => ({ order_id: verdict.order_id })) })
      }
    )
    releaseLockStep({ key: lock.keys, ownerId: lock.owner_id })

    when("shop-abandoned-checkout-settle", { verdict }, ({ verdict }) => verdict.action === "settle").then(() => {
      settlePaidCheckoutStep(transform({ verdict }, ({ verdict }) => ({ payment_session_id: verdict.paid_payment_session_id! })))
    })

    return new WorkflowResponse(
      transform({ verdict }, ({ verdict }): ExpireAbandonedCheckoutResult => ({
        order_id: verdict.order_id,
        outcome: verdict.action === "cancel" ? "cancelled" : verdict.action === "settle" ? "settled" : "kept",
        reason: verdict.reason,
      }))
    )
  }
)
