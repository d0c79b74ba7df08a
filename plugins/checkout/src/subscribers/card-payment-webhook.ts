import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys, Modules, PaymentActions, PaymentWebhookEvents } from "@medusajs/framework/utils"
import { settleCardPayment } from "../lib/checkout/card"

type WebhookEvent = { provider: string; payload: { data: unknown; rawData: unknown; headers: Record<string, unknown> } }

/** Stripe actions that may end a card attempt; the others (created, processing…) change nothing for the shop. */
const SETTLING = new Set<string>([PaymentActions.AUTHORIZED, PaymentActions.SUCCESSFUL, PaymentActions.FAILED, PaymentActions.CANCELED])

/**
 * Stripe's webhook (Medusa's /hooks/payment/stripe_stripe) brings the order to the payment's end state even when
 * the shopper never comes back from the hosted page: the same settle as the return page, after the provider has
 * checked the signature. Medusa's own subscriber runs beside this one (it authorises the session); both take the
 * cart's lock, so the order moves and the e-mail leaves once, whatever the order and the number of deliveries.
 */
export default async function settleCardPaymentOnWebhook({ event, container }: SubscriberArgs<WebhookEvent>): Promise<void> {
  if (event.data.provider !== "stripe_stripe") return
  const raw = event.data.payload.rawData as { type?: string; data?: number[] } | Buffer | string
  const rawData = raw && typeof raw === "object" && !Buffer.isBuffer(raw) && raw.type === "Buffer" ? Buffer.from(raw.data ?? []) : raw
  const payments = container.resolve(Modules.PAYMENT)
  const processed = await payments.getWebhookActionAndData({
    provider: event.data.provider,
    payload: { ...event.data.payload, rawData } as never,
  })
  const sessionId = processed.data?.session_id
  if (!sessionId || !SETTLING.has(processed.action)) return
  try {
    await settleCardPayment(container, sessionId)
  } catch (error) {
    container.resolve(ContainerRegistrationKeys.LOGGER).error(`card payment ${sessionId}: webhook not settled: ${String(error)}`)
    throw error
  }
}

export const config: SubscriberConfig = {
  event: PaymentWebhookEvents.WebhookReceived,
  context: { subscriberId: "shop-card-payment-settle" },
}
