import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { queueStockRefresh } from "../lib/search/sync"

/**
 * Stock levels and reservations (orders) change what is in stock: the index's stock column follows, for the
 * variants of the reservation or level the event names (all of them for an event that names none).
 */
export default async function refreshSearchStock({ event, container }: SubscriberArgs<{ id?: unknown }>): Promise<void> {
  const id = typeof event.data?.id === "string" ? event.data.id : null
  const kind = event.name.includes("reservation-item") ? "reservation" : "level"
  queueStockRefresh(container, id ? { kind, id } : null)
}

export const config: SubscriberConfig = {
  // The inventory module emits its events with its name in front; the workflows' names are without it.
  event: ["inventory-level", "reservation-item"].flatMap((entity) =>
    ["created", "updated", "deleted"].flatMap((action) => [`${entity}.${action}`, `inventory.${entity}.${action}`])
  ),
  context: { subscriberId: "product-search-stock" },
}
