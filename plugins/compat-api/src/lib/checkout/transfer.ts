import type { MedusaContainer } from "@medusajs/framework/types"
import { transitionOrderStateWorkflow } from "@shop/order-states"
import type { ApiTransferInstructions } from "@shop/shared"
import { sendOrderConfirmationMail } from "../mail"
import { stateOf } from "../order/map"
import { loadOrder } from "../order/query"
import { orderNumberOf, securityOf, type OrderRecord } from "../order/record"
import { cents } from "../cart/map"
import { orderPayment } from "./payment-collection"
import { TRANSFER_PROVIDER_ID } from "./stripe"
import { Modules, ContainerRegistrationKeys } from "@medusajs/framework/utils"

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
    amount: cents(order.total),
  }
}

/**
 * Bank transfer chosen (pros only, checked by the route): the order keeps its deferred transfer session and goes
 * CHECK_OUT → PENDING once; the confirmation e-mail (with the bank details) goes out once.
 */
export async function chooseTransfer(scope: MedusaContainer, order: OrderRecord, customerId: string): Promise<ApiTransferInstructions | null> {
  let movedNow = false
  await scope.resolve(Modules.LOCKING).execute(
    `payment:${order.id}`,
    async () => {
      const current = await loadOrder(scope, order.id)
      if (current && stateOf(current) === "CHECK_OUT") {
        await transitionOrderStateWorkflow(scope).run({
          input: { order_id: order.id, to: "PENDING", actor_type: "customer", actor_id: customerId, reason: "Paiement par virement choisi" },
        })
        movedNow = true
      }
    },
    { timeout: 60 }
  )
  if (movedNow) {
    await sendOrderConfirmationMail(scope, { orderId: order.id, security: securityOf(order) ?? undefined }).catch((error: unknown) =>
      scope.resolve(ContainerRegistrationKeys.LOGGER).error(`order ${order.id}: confirmation e-mail not sent: ${String(error)}`)
    )
  }
  return transferInstructions(scope, order)
}
