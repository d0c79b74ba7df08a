import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PRO_PRICE_LIST_TITLE } from "../../../lib/names"
import { planProPriceChanges, type ProPriceChanges, type VariantPriceRecord, type VariantPricesRecord } from "../../../lib/sync-plan"

export type PlanProPricesInput = { variant_ids: string[] }
export type ProPricesPlan = { price_list_id: string; changes: ProPriceChanges }

type VariantRow = { id: string; price_set?: { id: string; prices?: (VariantPriceRecord | null)[] | null } | null }

/**
 * Reads the variants' list prices and current pro prices and says what the price list must change
 * (reads only). Medusa populates a price set's `prices` with list prices only (price_list_id null),
 * so the pro prices are read from the pricing module by price list and price set.
 */
export const planProPricesStep = createStep("plan-pro-prices", async (input: PlanProPricesInput, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: lists } = await query.graph({ entity: "price_list", fields: ["id"], filters: { title: PRO_PRICE_LIST_TITLE } })
  const priceListId = (lists[0] as { id: string } | undefined)?.id
  if (!priceListId) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `price list "${PRO_PRICE_LIST_TITLE}" is missing: run the pro-pricing setup (seed)`)
  }
  const empty: ProPriceChanges = { create: [], update: [], delete: [] }
  if (!input.variant_ids.length) return new StepResponse<ProPricesPlan>({ price_list_id: priceListId, changes: empty })

  const { data } = await query.graph({
    entity: "product_variant",
    fields: [
      "id",
      "price_set.id",
      "price_set.prices.id",
      "price_set.prices.amount",
      "price_set.prices.raw_amount",
      "price_set.prices.currency_code",
      "price_set.prices.rules_count",
    ],
    filters: { id: input.variant_ids },
  })
  const variants = data as unknown as VariantRow[]
  const priceSetIds = variants.flatMap((variant) => (variant.price_set?.id ? [variant.price_set.id] : []))
  const proPrices = priceSetIds.length
    ? await container.resolve(Modules.PRICING).listPrices(
        { price_list_id: [priceListId], price_set_id: priceSetIds },
        { select: ["id", "amount", "raw_amount", "currency_code", "price_set_id", "price_list_id"], take: null }
      )
    : []
  const proBySet = new Map<string, VariantPriceRecord[]>()
  for (const price of proPrices as unknown as (VariantPriceRecord & { price_set_id: string })[]) {
    proBySet.set(price.price_set_id, [...(proBySet.get(price.price_set_id) ?? []), { ...price, price_list_id: priceListId }])
  }
  const records: VariantPricesRecord[] = variants.map((variant) => ({
    id: variant.id,
    price_set: {
      prices: [
        ...(variant.price_set?.prices ?? []).filter((price) => price && !price.price_list_id),
        ...(variant.price_set?.id ? proBySet.get(variant.price_set.id) ?? [] : []),
      ],
    },
  }))
  return new StepResponse<ProPricesPlan>({ price_list_id: priceListId, changes: planProPriceChanges(records, priceListId) })
})
