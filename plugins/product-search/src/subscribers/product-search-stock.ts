import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { queueStockRefresh } from "../lib/search/sync"

/** Stock levels and reservations (orders) change what is in stock: the index's stock column follows. */
export default async function refreshSearchStock({ container }: SubscriberArgs<unknown>): Promise<void> {
  queueStockRefresh(container)
}

export const config: SubscriberConfig = {
  // The inventory module emits its events with its name in front; the workflows' names are without it.
  event: ["inventory-level", "reservation-item"].flatMap((entity) =>
    ["created", "updated", "deleted"].flatMap((action) => [`${entity}.${action}`, `inventory.${entity}.${action}`])
  ),
  context: { subscriberId: "product-search-stock" },
}
