import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { loadStorefrontContext } from "@shop/product-search"
import type { DeskProductRecord } from "../../../lib/read"

export type StockTarget = { inventory_item_id: string; location_id: string; stocked_quantity: number; hasLevel: boolean }

/**
 * Where a stock change is written: the variant's inventory item at the storefront channel's stock location (a
 * level there is updated, or made when the item had none). Null when the change sets no stock.
 */
export const resolveStockTargetStep = createStep(
  "shop-product-desk-resolve-stock",
  async (input: { record: DeskProductRecord; stock?: number }, { container }) => {
    if (input.stock === undefined) return new StepResponse(null as StockTarget | null)
    const item = input.record.variants?.find(Boolean)?.inventory_items?.find(Boolean)
    if (!item?.inventory_item_id) throw new Error(`product ${input.record.id} has no inventory item`)
    const context = await loadStorefrontContext(container)
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "sales_channel", fields: ["stock_locations.id"], filters: { id: context?.salesChannelId ?? "" } })
    const locationId = (data[0] as { stock_locations?: ({ id: string } | null)[] } | undefined)?.stock_locations?.find(Boolean)?.id
    if (!locationId) throw new Error("the storefront channel has no stock location")
    const hasLevel = (item.inventory?.location_levels ?? []).some((level) => level?.location_id === locationId)
    return new StepResponse({ inventory_item_id: item.inventory_item_id, location_id: locationId, stocked_quantity: input.stock, hasLevel } as StockTarget | null)
  }
)
