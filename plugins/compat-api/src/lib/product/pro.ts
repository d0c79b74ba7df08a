import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { PRO_CUSTOMER_GROUP } from "@shop/shared"

/** A logged-in pro as the pricing context needs it: every group they are in (pro, loyalty tier…). */
export type ProBuyer = { customerId: string; groupIds: string[] }

type CustomerGroupsRow = { id: string; groups?: ({ id: string; name?: string | null } | null)[] | null }

/**
 * The pro price is no public price: `?pro=true` shows it only to a session whose customer sits in
 * the `pro` group. Anyone else (anonymous, consumer, staff) gets null and thus the public price.
 */
export async function findProBuyer(scope: MedusaContainer, customerId: string | undefined): Promise<ProBuyer | null> {
  if (!customerId) return null
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "customer", fields: ["id", "groups.id", "groups.name"], filters: { id: customerId } })
  const customer = data[0] as CustomerGroupsRow | undefined
  const groups = (customer?.groups ?? []).filter((group): group is { id: string; name?: string | null } => !!group)
  if (!customer || !groups.some((group) => group.name === PRO_CUSTOMER_GROUP)) return null
  return { customerId: customer.id, groupIds: groups.map((group) => group.id) }
}

/**
 * Medusa's pricing context for a product lookup: the region, and for a pro their groups, which is
 * what the "Tarif professionnel" price list's `customer.groups.id` rule matches.
 */
export function pricingContext(region: { regionId: string; currencyCode: string }, buyer: ProBuyer | null): Record<string, unknown> {
  return {
    region_id: region.regionId,
    currency_code: region.currencyCode,
    ...(buyer ? { customer: { id: buyer.customerId, groups: buyer.groupIds.map((id) => ({ id })) } } : {}),
  }
}
