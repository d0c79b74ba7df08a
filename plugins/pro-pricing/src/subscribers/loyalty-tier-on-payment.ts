import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { recomputeLoyaltyTierWorkflow } from "../workflows/pro-pricing/workflows/recompute-loyalty-tier"

/** The customer behind the event: an order's, or the order of a captured / refunded payment. */
async function customerOf(container: SubscriberArgs["container"], name: string, id: string): Promise<string | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  if (name.startsWith("order.")) {
    const { data } = await query.graph({ entity: "order", fields: ["customer_id"], filters: { id } })
    return (data[0] as { customer_id?: string | null } | undefined)?.customer_id ?? null
  }
  const { data } = await query.graph({ entity: "payment", fields: ["payment_collection.order.customer_id"], filters: { id } })
  const row = data[0] as { payment_collection?: { order?: { customer_id?: string | null } | null } | null } | undefined
  return row?.payment_collection?.order?.customer_id ?? null
}

/**
 * What a pro paid changed (an order placed or canceled, a payment captured or refunded): their
 * loyalty tier is recomputed. Only captured money counts, so the capture is what usually lifts a tier.
 */
export default async function loyaltyTierOnPayment({ event, container }: SubscriberArgs<{ id: string }>): Promise<void> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  try {
    const customerId = await customerOf(container, event.name, event.data.id)
    if (!customerId) return
    const { result } = await recomputeLoyaltyTierWorkflow(container).run({ input: { customer_id: customerId } })
    if (result.add.length || result.remove.length) {
      logger.info(`pro-pricing: customer ${customerId} now at loyalty tier ${result.tier_percent ?? 0} %`)
    }
  } catch (error) {
    logger.error(`pro-pricing: loyalty tier not recomputed after ${event.name} ${event.data.id}: ${(error as Error).message}`)
  }
}

export const config: SubscriberConfig = {
  event: ["order.placed", "order.canceled", "payment.captured", "payment.refunded"],
  context: { subscriberId: "pro-pricing-loyalty-tier" },
}
