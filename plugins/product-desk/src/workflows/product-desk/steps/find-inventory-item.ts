import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/** The inventory item Medusa's product workflow made for the new variant (its stock is set on it next). */
export const findInventoryItemStep = createStep("shop-product-desk-find-inventory-item", async (productId: string, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product",
    fields: ["variants.inventory_items.inventory_item_id"],
    filters: { id: productId },
  })
  const variants = (data[0] as { variants?: { inventory_items?: { inventory_item_id: string }[] }[] } | undefined)?.variants ?? []
  const itemId = variants[0]?.inventory_items?.[0]?.inventory_item_id
  if (!itemId) throw new Error(`product ${productId} has no inventory item`)
  return new StepResponse(itemId)
})
