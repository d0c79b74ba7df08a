import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { rebuildRequests } from "../lib/storefront-rebuild"

type Payload = { id?: string | string[] } | { id: string }[]

function ids(data: Payload): string[] {
  const list = Array.isArray(data) ? data.map((entry) => entry.id) : Array.isArray(data.id) ? data.id : [data.id]
  return list.filter((id): id is string => typeof id === "string" && id !== "")
}

/**
 * What a static product page shows changed (its texts, images, status: product events; its price or EAN: variant
 * events): the storefront's builder is asked to rebuild (lib/storefront-rebuild.ts). Stock is not followed: the
 * page asks for it at run time, and every order would otherwise start a build.
 */
export default async function storefrontRebuildOnProductChange({ event, container }: SubscriberArgs<Payload>): Promise<void> {
  if (!rebuildRequests.enabled) return
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  let productIds = ids(event.data)
  if (event.name.startsWith("product-variant.")) {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "product_variant", fields: ["product_id"], filters: { id: productIds }, withDeleted: true })
    productIds = (data as { product_id?: string | null }[]).map((v) => v.product_id).filter((id): id is string => Boolean(id))
  }
  rebuildRequests.add(productIds, logger)
}

export const config: SubscriberConfig = {
  event: ["product.created", "product.updated", "product.deleted", "product-variant.updated", "product-variant.deleted"],
  context: { subscriberId: "product-desk-storefront-rebuild" },
}
