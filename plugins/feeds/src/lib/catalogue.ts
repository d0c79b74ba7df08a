import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { DESK_FIELDS, toApiAdminProduct, type DeskProductRecord } from "@shop/product-desk"
import type { ApiAdminProduct } from "@shop/shared"

/** Every published product as the product desk reads it (EAN, price in cents, stock, images, brand), by title. */
export async function publishedProducts(scope: MedusaContainer): Promise<ApiAdminProduct[]> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "product", fields: DESK_FIELDS, filters: { status: "published" } })
  return (data as DeskProductRecord[]).map(toApiAdminProduct).sort((a, b) => a.title.localeCompare(b.title, "fr"))
}
