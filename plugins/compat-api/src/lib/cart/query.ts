import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, getVariantAvailability } from "@medusajs/framework/utils"
import { createCartWorkflow } from "@medusajs/medusa/core-flows"
import { PRO_CUSTOMER_GROUP, type ApiCart } from "@shop/shared"
import type { StorefrontContext } from "@shop/product-search"
import { cents, toApiCart } from "./map"
import { CART_FIELDS, type CartRecord } from "./record"

/**
 * A new cart of the storefront: region France, channel Storefront, and a French shipping country so
 * that Medusa's tax module computes the VAT of its lines from the first one.
 */
export async function createStorefrontCart(
  scope: MedusaContainer,
  context: StorefrontContext,
  customerId?: string
): Promise<string> {
  const { result } = await createCartWorkflow(scope).run({
    input: {
      region_id: context.regionId,
      sales_channel_id: context.salesChannelId,
      currency_code: context.currencyCode,
      shipping_address: { country_code: context.countryCode },
      ...(customerId ? { customer_id: customerId } : {}),
    },
  })
  return result.id
}

/** The cart if it exists and can still be ordered (not completed into an order). */
export async function findOpenCart(scope: MedusaContainer, cartId: string): Promise<CartRecord | null> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: CART_FIELDS, filters: { id: cartId } })
  const cart = data[0] as CartRecord | undefined
  return cart && !cart.completed_at ? cart : null
}

/** The section-3 cart, with each line checked against the channel's stock. */
export async function toCartAnswer(scope: MedusaContainer, cart: CartRecord, context: StorefrontContext): Promise<ApiCart> {
  const variantIds = [
    ...new Set((cart.items ?? []).flatMap((line) => (line?.variant_id ? [line.variant_id] : []))),
  ]
  const availability: Record<string, number | null> = {}
  if (variantIds.length) {
    const query = scope.resolve(ContainerRegistrationKeys.QUERY)
    const computed = await getVariantAvailability(query, { variant_ids: variantIds, sales_channel_id: context.salesChannelId })
    for (const [variantId, entry] of Object.entries(computed)) availability[variantId] = entry.availability
  }
  return toApiCart(cart, {
    taxRatePercent: context.taxRatePercent,
    availability,
    upcomingDeliveryTtc: await upcomingDeliveryTtc(scope, cart, context.currencyCode),
  })
}

/**
 * What the order will charge for delivery, announced in the cart before checkout adds the method (issue 11 item 0):
 * nothing for a pro (the "Livraison offerte pro" promotion takes it all), else the home delivery option's price.
 */
async function upcomingDeliveryTtc(scope: MedusaContainer, cart: CartRecord, currencyCode: string): Promise<number> {
  if ((cart.shipping_methods ?? []).some(Boolean) || !(cart.items ?? []).length) return 0
  if ((cart.customer?.groups ?? []).some((group) => group?.name === PRO_CUSTOMER_GROUP)) return 0
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "shipping_option", fields: ["type.code", "prices.amount", "prices.currency_code"] })
  const home = (data as { type?: { code?: string } | null; prices?: ({ amount: unknown; currency_code: string } | null)[] }[]).find(
    (option) => option.type?.code === "home"
  )
  const price = (home?.prices ?? []).find((row) => row?.currency_code === currencyCode)
  return price ? cents(price.amount as never) : 0
}
