import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { CatalogueBuyer } from "@shop/product-search"
import { PRO_CUSTOMER_GROUP } from "@shop/shared"

/** A logged-in pro as the catalogue's pricing needs it: every group they are in (pro, loyalty tier…). */
export type ProBuyer = CatalogueBuyer

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
