import { Modules } from "@medusajs/framework/utils"
import {
  createLinksWorkflow,
  createLocationFulfillmentSetWorkflow,
  createServiceZonesWorkflow,
  createShippingOptionsWorkflow,
  createShippingProfilesWorkflow,
  createStockLocationsWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
} from "@medusajs/medusa/core-flows"
import { centsToMajor } from "@shop/shared"
import {
  CURRENCY,
  DELIVERY_COUNTRY_CODES,
  FULFILLMENT_SET_NAME,
  HOME_DELIVERY,
  MANUAL_FULFILLMENT_PROVIDER,
  RELAY_DELIVERY,
  SERVICE_ZONE_NAME,
  STOCK_LOCATION,
} from "./constants"
import { recordChange, type SeedContext } from "./context"

type LocationRow = {
  id: string
  sales_channels?: ({ id: string } | null)[] | null
  fulfillment_providers?: ({ id: string } | null)[] | null
  fulfillment_sets?: ({ id: string; name: string; service_zones?: ({ id: string; name: string } | null)[] | null } | null)[] | null
}

async function findLocation(ctx: SeedContext): Promise<LocationRow | undefined> {
  const { data } = await ctx.query.graph({
    entity: "stock_location",
    fields: [
      "id",
      "sales_channels.id",
      "fulfillment_providers.id",
      "fulfillment_sets.id",
      "fulfillment_sets.name",
      "fulfillment_sets.service_zones.id",
      "fulfillment_sets.service_zones.name",
    ],
    filters: { name: STOCK_LOCATION.name },
  })
  return data[0] as LocationRow | undefined
}

/**
 * The Lyon warehouse: it stocks what the storefront channel sells, ships with Medusa's manual
 * provider, and its fulfillment set serves every delivery country from one service zone.
 * Returns the location and service zone ids.
 */
export async function ensureWarehouse(ctx: SeedContext, channelId: string): Promise<{ locationId: string; serviceZoneId: string }> {
  let location = await findLocation(ctx)
  if (!location) {
    await createStockLocationsWorkflow(ctx.container).run({ input: { locations: [STOCK_LOCATION] } })
    recordChange(ctx, `created stock location "${STOCK_LOCATION.name}"`)
    location = (await findLocation(ctx))!
  }
  if (!(location.sales_channels ?? []).some((c) => c?.id === channelId)) {
    await linkSalesChannelsToStockLocationWorkflow(ctx.container).run({ input: { id: location.id, add: [channelId] } })
    recordChange(ctx, "linked the stock location to the storefront channel")
  }
  if (!(location.fulfillment_providers ?? []).some((p) => p?.id === MANUAL_FULFILLMENT_PROVIDER)) {
    await createLinksWorkflow(ctx.container).run({
      input: [
        {
          [Modules.STOCK_LOCATION]: { stock_location_id: location.id },
          [Modules.FULFILLMENT]: { fulfillment_provider_id: MANUAL_FULFILLMENT_PROVIDER },
        },
      ],
    })
    recordChange(ctx, "linked the stock location to the manual fulfillment provider")
  }
  let set = (location.fulfillment_sets ?? []).find((s) => s?.name === FULFILLMENT_SET_NAME)
  if (!set) {
    await createLocationFulfillmentSetWorkflow(ctx.container).run({
      input: { location_id: location.id, fulfillment_set_data: { name: FULFILLMENT_SET_NAME, type: "shipping" } },
    })
    recordChange(ctx, `created fulfillment set "${FULFILLMENT_SET_NAME}"`)
    set = ((await findLocation(ctx))?.fulfillment_sets ?? []).find((s) => s?.name === FULFILLMENT_SET_NAME)
    if (!set) throw new Error("fulfillment set not found right after its creation")
  }
  let zone = (set.service_zones ?? []).find((z) => z?.name === SERVICE_ZONE_NAME)
  if (!zone) {
    const { result } = await createServiceZonesWorkflow(ctx.container).run({
      input: {
        data: [
          {
            name: SERVICE_ZONE_NAME,
            fulfillment_set_id: set.id,
            geo_zones: DELIVERY_COUNTRY_CODES.map((country_code) => ({ type: "country" as const, country_code })),
          },
        ],
      },
    })
    recordChange(ctx, `created service zone "${SERVICE_ZONE_NAME}" (${DELIVERY_COUNTRY_CODES.length} countries)`)
    zone = result[0]
  }
  return { locationId: location.id, serviceZoneId: zone!.id }
}

export async function ensureShippingProfile(ctx: SeedContext): Promise<string> {
  const { data } = await ctx.query.graph({ entity: "shipping_profile", fields: ["id"], filters: { type: "default" } })
  if (data[0]) return (data[0] as { id: string }).id
  const { result } = await createShippingProfilesWorkflow(ctx.container).run({
    input: { data: [{ name: "Profil d'expédition par défaut", type: "default" }] },
  })
  recordChange(ctx, "created the default shipping profile")
  return result[0].id
}

/** Home delivery (sold) and pick-up point (present but disabled for the storefront). */
export async function ensureShippingOptions(
  ctx: SeedContext,
  ids: { serviceZoneId: string; shippingProfileId: string; regionId: string }
): Promise<void> {
  const { data } = await ctx.query.graph({
    entity: "shipping_option",
    fields: ["id", "name"],
    filters: { service_zone_id: ids.serviceZoneId },
  })
  const existing = new Set((data as { name: string }[]).map((row) => row.name))
  const options = [
    { ...HOME_DELIVERY, enabledInStore: true },
    { ...RELAY_DELIVERY, enabledInStore: false },
  ].filter((option) => !existing.has(option.name))
  if (!options.length) return
  await createShippingOptionsWorkflow(ctx.container).run({
    input: options.map((option) => {
      const amount = Number(centsToMajor(option.priceCents))
      return {
        name: option.name,
        price_type: "flat" as const,
        provider_id: MANUAL_FULFILLMENT_PROVIDER,
        service_zone_id: ids.serviceZoneId,
        shipping_profile_id: ids.shippingProfileId,
        type: option.type,
        prices: [
          { currency_code: CURRENCY, amount },
          { region_id: ids.regionId, amount },
        ],
        rules: [
          { attribute: "enabled_in_store", operator: "eq" as const, value: String(option.enabledInStore) },
          { attribute: "is_return", operator: "eq" as const, value: "false" },
        ],
      }
    }),
  })
  for (const option of options) recordChange(ctx, `created shipping option "${option.name}"`)
}
