import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { scheduleProPriceSync } from "../lib/sync-queue"
import { variantIdsOfProducts } from "../lib/sync"

type Payload = { id?: string | string[] } | { id: string }[]

function ids(data: Payload): string[] {
  const list = Array.isArray(data) ? data.map((entry) => entry.id) : Array.isArray(data.id) ? data.id : [data.id]
  return list.filter((id): id is string => typeof id === "string" && id !== "")
}

/**
 * A variant was created or changed, or a product was changed (its prices among others): the pro
 * prices of those variants are recomputed. `product.created` is left out on purpose: every new
 * variant emits `product-variant.created` too, and reading the variants of thousands of new products
 * one event at a time made the bench seed slower. Our own price-list writes emit none of these
 * events, so there is no loop.
 */
export default async function proPricesOnCatalogueChange({ event, container }: SubscriberArgs<Payload>): Promise<void> {
  const eventIds = ids(event.data)
  const variantIds = event.name.startsWith("product-variant.") ? eventIds : await variantIdsOfProducts(container, eventIds)
  if (variantIds.length) scheduleProPriceSync(container, variantIds)
}

export const config: SubscriberConfig = {
  event: ["product.updated", "product-variant.created", "product-variant.updated"],
  context: { subscriberId: "pro-pricing-catalogue-sync" },
}
