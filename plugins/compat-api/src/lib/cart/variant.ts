import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, ProductStatus } from "@medusajs/framework/utils"
import type { StorefrontContext } from "@shop/product-search"

type VariantRow = {
  id: string
  product?: { status?: string | null; sales_channels?: ({ id: string } | null)[] | null } | null
}

/**
 * The variant sold under this EAN in the storefront: its product published and in the Storefront channel.
 * Null for any other EAN (unknown, draft, another channel), which the cart answers with 404.
 */
export async function findStorefrontVariantId(
  scope: MedusaContainer,
  ean: string,
  context: StorefrontContext
): Promise<string | null> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "variant",
    fields: ["id", "product.status", "product.sales_channels.id"],
    filters: { ean },
  })
  const sellable = (data as VariantRow[]).find(
    (variant) =>
      variant.product?.status === ProductStatus.PUBLISHED &&
      (variant.product.sales_channels ?? []).some((channel) => channel?.id === context.salesChannelId)
  )
  return sellable?.id ?? null
}
