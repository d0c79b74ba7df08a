import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { MedusaContainer } from "@medusajs/framework/types"
import { loadStorefrontContext } from "@shop/product-search"
import { categoryHandle, PRODUCT_DESK_TEXTS } from "@shop/shared"
import { slugify } from "../../../lib/creation"

const NOT_SEEDED = "shop-not-seeded"

/** The Medusa category of a tree path (the seed made one per node, handle = path with dashes). */
export async function categoryIdOf(container: MedusaContainer, path: string): Promise<string> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "product_category", fields: ["id"], filters: { handle: categoryHandle(path) } })
  const id = (data[0] as { id: string } | undefined)?.id
  if (!id) throw new MedusaError(MedusaError.Types.INVALID_DATA, PRODUCT_DESK_TEXTS.category)
  return id
}

/** The category id when a change moves the product, else null. */
export const resolveCategoryStep = createStep("shop-product-desk-resolve-category", async (path: string | undefined, { container }) => {
  return new StepResponse(path ? await categoryIdOf(container, path) : null)
})

/**
 * What a new product is attached to: its category, the storefront's sales channel, the default shipping profile,
 * the channel's stock location (where its stock is counted), and a free handle (the title's slug, the EAN appended
 * when another product has it).
 */
export const resolveCreationLinksStep = createStep(
  "shop-product-desk-resolve-links",
  async (input: { title: string; ean: string; category: string }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const context = await loadStorefrontContext(container)
    if (!context) throw new Error(NOT_SEEDED)
    const [categoryId, { data: profiles }, { data: channels }] = await Promise.all([
      categoryIdOf(container, input.category),
      query.graph({ entity: "shipping_profile", fields: ["id", "type"] }),
      query.graph({ entity: "sales_channel", fields: ["stock_locations.id"], filters: { id: context.salesChannelId } }),
    ])
    const profile = (profiles as { id: string; type?: string }[]).find((p) => p.type === "default") ?? profiles[0]
    const locationId = (channels[0] as { stock_locations?: ({ id: string } | null)[] } | undefined)?.stock_locations?.find(Boolean)?.id
    if (!profile || !locationId) throw new Error(NOT_SEEDED)
    const base = slugify(input.title)
    const { data: taken } = await query.graph({ entity: "product", fields: ["id"], filters: { handle: base } })
    const handle = taken.length ? `${base}-${input.ean}` : base
    return new StepResponse({ handle, categoryId, salesChannelId: context.salesChannelId, shippingProfileId: (profile as { id: string }).id, locationId })
  }
)
