import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { queueProductReindex } from "../lib/search/sync"

/** A variant's price, EAN or stock tracking changed: its product's search row is rebuilt. */
export default async function reindexVariantProduct({ event, container }: SubscriberArgs<{ id?: string }>): Promise<void> {
  const variantId = event.data?.id
  if (typeof variantId !== "string") return
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  // A deleted variant still names its product.
  const { data } = await query.graph({
    entity: "product_variant",
    fields: ["id", "product_id"],
    filters: { id: variantId },
    withDeleted: true,
  })
  const productId = (data[0] as { product_id?: string | null } | undefined)?.product_id
  if (productId) queueProductReindex(container, [productId])
}

export const config: SubscriberConfig = {
  event: ["product-variant.created", "product-variant.updated", "product-variant.deleted"],
  context: { subscriberId: "product-search-variants" },
}
