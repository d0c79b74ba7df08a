import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, getVariantAvailability, MedusaError } from "@medusajs/framework/utils"
import { CHECKOUT_MESSAGES } from "../messages"
import { stockShortfalls } from "./stock"

type CartStockRow = {
  sales_channel_id?: string | null
  items?: ({ variant_id?: string | null; quantity: unknown; variant?: { manage_inventory?: boolean | null } | null } | null)[] | null
}

/** Throws the French stock text (MedusaError NOT_ALLOWED) when a line of the cart asks more than the channel has. */
export async function assertCartInStock(container: MedusaContainer, cartId: string): Promise<void> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: ["sales_channel_id", "items.variant_id", "items.quantity", "items.variant.manage_inventory"],
    filters: { id: cartId },
  })
  const row = data[0] as CartStockRow | undefined
  const lines = (row?.items ?? []).flatMap((line) =>
    line ? [{ variant_id: line.variant_id, quantity: line.quantity, manage_inventory: line.variant?.manage_inventory }] : []
  )
  const variantIds = [...new Set(lines.flatMap((line) => (line.variant_id ? [line.variant_id] : [])))]
  if (!variantIds.length || !row?.sales_channel_id) return
  const computed = await getVariantAvailability(query, { variant_ids: variantIds, sales_channel_id: row.sales_channel_id })
  const availability = Object.fromEntries(Object.entries(computed).map(([id, entry]) => [id, entry.availability]))
  if (stockShortfalls(lines, availability).length) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, CHECKOUT_MESSAGES.stockUnavailable)
  }
}
