import {
  createApiKeysWorkflow,
  createSalesChannelsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  updateApiKeysWorkflow,
  updateSalesChannelsWorkflow,
  updateStoresWorkflow,
} from "@medusajs/medusa/core-flows"
import { STOREFRONT_SALES_CHANNEL } from "@shop/shared"
import { CURRENCY, STORE_NAME } from "./constants"
import { recordChange, type SeedContext } from "./context"

/** Names Medusa gives the records it creates on first boot; the seed adopts them instead of adding twins. */
const MEDUSA_DEFAULT_CHANNEL = "Default Sales Channel"
const MEDUSA_DEFAULT_KEY = "Default Publishable API Key"

export async function ensureStorefrontChannel(ctx: SeedContext): Promise<string> {
  const find = async (name: string) =>
    (await ctx.query.graph({ entity: "sales_channel", fields: ["id"], filters: { name } })).data[0] as
      | { id: string }
      | undefined
  const existing = await find(STOREFRONT_SALES_CHANNEL)
  if (existing) return existing.id
  const description = "Boutique en ligne Maison Chaleur"
  const medusaDefault = await find(MEDUSA_DEFAULT_CHANNEL)
  if (medusaDefault) {
    await updateSalesChannelsWorkflow(ctx.container).run({
      input: { selector: { id: medusaDefault.id }, update: { name: STOREFRONT_SALES_CHANNEL, description } },
    })
    recordChange(ctx, `renamed Medusa's default sales channel to "${STOREFRONT_SALES_CHANNEL}"`)
    return medusaDefault.id
  }
  const { result } = await createSalesChannelsWorkflow(ctx.container).run({
    input: { salesChannelsData: [{ name: STOREFRONT_SALES_CHANNEL, description }] },
  })
  recordChange(ctx, `created sales channel "${STOREFRONT_SALES_CHANNEL}"`)
  return result[0].id
}

type KeyRow = { id: string; title: string; sales_channels?: ({ id: string } | null)[] | null }

/** The publishable key the storefront build uses; the start script finds it by this title. */
export async function ensurePublishableKey(ctx: SeedContext, channelId: string): Promise<string> {
  const { data } = await ctx.query.graph({
    entity: "api_key",
    fields: ["id", "title", "revoked_at", "sales_channels.id"],
    filters: { type: "publishable" },
  })
  const keys = (data as (KeyRow & { revoked_at?: unknown })[]).filter((k) => !k.revoked_at)
  let key = keys.find((k) => k.title === STOREFRONT_SALES_CHANNEL)
  if (!key) {
    const medusaDefault = keys.find((k) => k.title === MEDUSA_DEFAULT_KEY)
    if (medusaDefault) {
      await updateApiKeysWorkflow(ctx.container).run({
        input: { selector: { id: medusaDefault.id }, update: { title: STOREFRONT_SALES_CHANNEL } },
      })
      recordChange(ctx, `renamed Medusa's default publishable key to "${STOREFRONT_SALES_CHANNEL}"`)
      key = medusaDefault
    } else {
      const { result } = await createApiKeysWorkflow(ctx.container).run({
        input: { api_keys: [{ title: STOREFRONT_SALES_CHANNEL, type: "publishable", created_by: "seed" }] },
      })
      recordChange(ctx, `created publishable key "${STOREFRONT_SALES_CHANNEL}"`)
      key = { id: result[0].id, title: STOREFRONT_SALES_CHANNEL, sales_channels: [] }
    }
  }
  if (!(key.sales_channels ?? []).some((channel) => channel?.id === channelId)) {
    await linkSalesChannelsToApiKeyWorkflow(ctx.container).run({ input: { id: key.id, add: [channelId] } })
    recordChange(ctx, `linked the publishable key to "${STOREFRONT_SALES_CHANNEL}"`)
  }
  return key.id
}

type StoreRow = {
  id: string
  name: string
  default_sales_channel_id?: string | null
  default_region_id?: string | null
  default_location_id?: string | null
  supported_currencies?: ({ currency_code: string; is_default: boolean } | null)[] | null
}

type PricePreferenceRow = { attribute: string; value: string; is_tax_inclusive: boolean }

export async function isTaxInclusive(ctx: SeedContext, attribute: string, value: string): Promise<boolean> {
  const { data } = await ctx.query.graph({
    entity: "price_preference",
    fields: ["attribute", "value", "is_tax_inclusive"],
    filters: { attribute, value },
  })
  return (data as PricePreferenceRow[]).some((row) => row.is_tax_inclusive)
}

/** Store name, EUR as the only (tax-inclusive) currency, and the defaults the admin pre-selects. */
export async function ensureStore(
  ctx: SeedContext,
  defaults: { salesChannelId: string; regionId: string; locationId: string }
): Promise<void> {
  const { data } = await ctx.query.graph({
    entity: "store",
    fields: [
      "id",
      "name",
      "default_sales_channel_id",
      "default_region_id",
      "default_location_id",
      "supported_currencies.currency_code",
      "supported_currencies.is_default",
    ],
  })
  const store = data[0] as StoreRow | undefined
  if (!store) throw new Error("Medusa has no store: the app's first boot creates it; run db:migrate and retry")
  const currencies = (store.supported_currencies ?? []).filter((c): c is { currency_code: string; is_default: boolean } => !!c)
  const currencyOk =
    currencies.length === 1 &&
    currencies[0].currency_code === CURRENCY &&
    currencies[0].is_default &&
    (await isTaxInclusive(ctx, "currency_code", CURRENCY))
  const upToDate =
    store.name === STORE_NAME &&
    currencyOk &&
    store.default_sales_channel_id === defaults.salesChannelId &&
    store.default_region_id === defaults.regionId &&
    store.default_location_id === defaults.locationId
  if (upToDate) return
  await updateStoresWorkflow(ctx.container).run({
    input: {
      selector: { id: store.id },
      update: {
        name: STORE_NAME,
        supported_currencies: [{ currency_code: CURRENCY, is_default: true, is_tax_inclusive: true }],
        default_sales_channel_id: defaults.salesChannelId,
        default_region_id: defaults.regionId,
        default_location_id: defaults.locationId,
      },
    },
  })
  recordChange(ctx, `set store "${STORE_NAME}" (EUR, prices including VAT)`)
}
