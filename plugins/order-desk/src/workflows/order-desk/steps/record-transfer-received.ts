import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { capturePaymentWorkflow } from "@medusajs/medusa/core-flows"
import { orderPayment } from "@shop/checkout/lib/checkout/payment-collection"
import { ORDER_DESK_MESSAGES } from "../../../lib/messages"
import { TRANSFER_PROVIDER_ID } from "../../../lib/orders"

export type RecordTransferInput = { order_id: string; captured_by: string | null }

/**
 * The bank transfer arrived (PENDING → PAYED): the order's deferred transfer session is marked received, authorised
 * (the provider answers `authorized` once `received` is true) and captured, so Medusa's order shows it paid and a
 * refund has a capture to refund. Last step of its workflow: a capture is not undone by compensation.
 */
export const recordTransferReceivedStep = createStep("order-desk-record-transfer-received", async (input: RecordTransferInput, { container }) => {
  const payment = await orderPayment(container, input.order_id)
  const session = payment?.sessions.find((row) => row.provider_id === TRANSFER_PROVIDER_ID && row.status !== "canceled")
  if (!payment || !session) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, ORDER_DESK_MESSAGES.noTransferAwaited)
  const payments = container.resolve(Modules.PAYMENT)
  let paymentId: string
  if (session.status === "authorized" || session.status === "captured") {
    const [made] = await payments.listPayments({ payment_session_id: session.id }, { select: ["id"] })
    if (!made) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, ORDER_DESK_MESSAGES.noTransferAwaited)
    paymentId = made.id
  } else {
    await payments.updatePaymentSession({
      id: session.id,
      data: { ...(session.data ?? {}), received: true, received_at: new Date().toISOString() },
      amount: payment.amount,
      currency_code: payment.currencyCode,
    })
    const authorised = await payments.authorizePaymentSession(session.id, {})
    if (!authorised) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, ORDER_DESK_MESSAGES.noTransferAwaited)
    paymentId = authorised.id
  }
  const [made] = await payments.listPayments({ id: paymentId }, { select: ["id", "captured_at"] })
  if (!made?.captured_at) {
    await capturePaymentWorkflow(container).run({ input: { payment_id: paymentId, captured_by: input.captured_by ?? undefined } })
  }
  container.resolve(ContainerRegistrationKeys.LOGGER).info(`order ${input.order_id}: bank transfer recorded (payment ${paymentId})`)
  return new StepResponse({ payment_id: paymentId })
})
