import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { queueProductReindex } from "../lib/search/sync"

/** A product created, changed (title, status, channel, category...) or deleted: its search row follows. */
export default async function reindexChangedProduct({ event, container }: SubscriberArgs<{ id?: string }>): Promise<void> {
  if (typeof event.data?.id === "string") queueProductReindex(container, [event.data.id])
}

export const config: SubscriberConfig = {
  event: ["product.created", "product.updated", "product.deleted"],
  context: { subscriberId: "product-search-products" },
}
