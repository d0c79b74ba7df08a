import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { sendOrderConfirmationMail } from "../mail/order-confirmation"
import { orderStateMachine, transitionOrderStateWorkflow } from "@shop/order-states"
import type { ApiTransferInstructions } from "@shop/shared"
import { CHECKOUT_MESSAGES } from "../messages"
import { chargedAmountOf } from "./charged-amount"
import { stateOf } from "../order/map"
import { loadOrder } from "../order/query"
import { orderNumberOf, type OrderRecord } from "../order/record"
import { orderSecretOf } from "../order/secret-access"
import { closeOpenCardPages } from "./card-pages"
import { orderPayment } from "./payment-collection"
import { PAYMENT_LOCK_TIMEOUT, paymentLockKey } from "./payment-lock"
import { TRANSFER_PROVIDER_ID } from "./stripe"

/** The bank details of the order's deferred transfer session; the reference is the order number. */
export async function transferInstructions(scope: MedusaContainer, order: OrderRecord): Promise<ApiTransferInstructions | null> {
  const payment = await orderPayment(scope, order.id)
  const session = payment?.sessions.find((row) => row.provider_id === TRANSFER_PROVIDER_ID)
  const data = (session?.data ?? {}) as Record<string, unknown>
  if (!session || typeof data.iban !== "string") return null
  return {
    iban: data.iban,
    bic: String(data.bic ?? ""),
    holder: String(data.holder ?? ""),
    reference: orderNumberOf(order) ?? "",
    amount: chargedAmountOf(order),
  }
}

/**
 * Bank transfer chosen (the checks are the payment workflow's): under the order's payment lock (the card settle's
 * too), its open card pages are closed on Stripe first, so no card can be taken after the order went PENDING; a page
 * found paid meanwhile refuses the transfer (the settle makes the order PAYED). Then CHECK_OUT → PENDING once; the
 * confirmation e-mail (with the bank details) goes out once.
 */
export async function chooseTransfer(scope: MedusaContainer, orderId: string, customerId: string): Promise<ApiTransferInstructions | null> {
  const payment = await orderPayment(scope, orderId)
  let movedNow = false
  await scope.resolve(Modules.LOCKING).execute(
    paymentLockKey(orderId, payment?.cartId),
    async () => {
      const current = await loadOrder(scope, orderId)
      if (!current || !orderStateMachine.isInCheckout(stateOf(current))) return
      const pages = await closeOpenCardPages(scope, orderId)
      if (pages.paid) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, CHECKOUT_MESSAGES.orderNotPayable)
      await transitionOrderStateWorkflow(scope).run({
        input: {
          order_id: orderId,
          to: orderStateMachine.stateAfterPayment("transfer"),
          actor_type: "customer",
          actor_id: customerId,
          reason: "Paiement par virement choisi",
        },
      })
      movedNow = true
    },
    { timeout: PAYMENT_LOCK_TIMEOUT }
  )
  const order = await loadOrder(scope, orderId)
  if (!order) return null
  if (movedNow) {
    await sendOrderConfirmationMail(scope, { orderId, security: orderSecretOf(scope, order) ?? undefined }).catch((error: unknown) =>
      scope.resolve(ContainerRegistrationKeys.LOGGER).error(`order ${orderId}: confirmation e-mail not sent: ${String(error)}`)
    )
  }
  return transferInstructions(scope, order)
}
