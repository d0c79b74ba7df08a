import { createWorkflow, transform, when, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, cancelOrderWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { transitionOrderStateWorkflow } from "@shop/order-states"
import { PENDING_TRANSFER_ACTOR, PENDING_TRANSFER_EXPIRED_REASON } from "../../../lib/checkout/pending-transfer"
import { readCheckoutLockStep } from "../../expire-abandoned-checkout/steps/read-checkout-lock"
import { checkPendingTransferStep, type CheckPendingTransferInput } from "../steps/check-pending-transfer"

export type ExpirePendingTransferInput = CheckPendingTransferInput
export type ExpirePendingTransferResult = { order_id: string; outcome: "cancelled" | "kept"; reason: string }

const LOCK_TIMEOUT = 60
const LOCK_TTL = 120

/**
 * Cancels one order whose transfer never came (issue 11 item 12, docs/adr/002-payment-flow.md), as the abandoned
 * checkout's workflow does, under the order's payment lock (nothing settles it meanwhile):
 * 1. re-check: still PENDING, for `expiryDays`;
 * 2. PENDING → CANCELLED, actor `system`, reason 'Virement non reçu dans le délai' (conditional write; compensated
 *    back to PENDING if the next step fails);
 * 3. Medusa's cancel-order: reservations deleted (the stock is on sale again), payment collection canceled. Last,
 *    because it cannot be undone.
 */
export const expirePendingTransferWorkflow = createWorkflow(
  "expire-pending-transfer",
  (input: WorkflowData<ExpirePendingTransferInput>) => {
    const lock = readCheckoutLockStep(transform({ input }, ({ input }) => ({ order_id: input.order_id })))
    acquireLockStep({ key: lock.keys, ownerId: lock.owner_id, timeout: LOCK_TIMEOUT, ttl: LOCK_TTL })
    const verdict = checkPendingTransferStep(input)

    when("shop-pending-transfer-close", { verdict }, ({ verdict }) => verdict.action === "cancel").then(() => {
      transitionOrderStateWorkflow.runAsStep({
        input: transform({ verdict }, ({ verdict }) => ({
          order_id: verdict.order_id,
          to: "CANCELLED",
          actor_type: "system" as const,
          actor_id: PENDING_TRANSFER_ACTOR,
          reason: PENDING_TRANSFER_EXPIRED_REASON,
        })),
      })
    })
    when("shop-pending-transfer-cancel-medusa", { verdict }, ({ verdict }) => verdict.action === "cancel" && !verdict.medusa_canceled).then(
      () => {
        cancelOrderWorkflow
          .runAsStep({ input: transform({ verdict }, ({ verdict }) => ({ order_id: verdict.order_id })) })
      }
    )
    releaseLockStep({ key: lock.keys, ownerId: lock.owner_id })

    return new WorkflowResponse(
      transform({ verdict }, ({ verdict }): ExpirePendingTransferResult => ({
        order_id: verdict.order_id,
        outcome: verdict.action === "cancel" ? "cancelled" : "kept",
        reason: verdict.reason,
      }))
    )
  }
)
