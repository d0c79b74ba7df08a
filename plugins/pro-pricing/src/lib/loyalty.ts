import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { recomputeLoyaltyTierWorkflow } from "../workflows/pro-pricing/workflows/recompute-loyalty-tier"
import type { LoyaltyStanding } from "../workflows/pro-pricing/steps/load-loyalty-standing"
import { PRO_CUSTOMER_GROUP } from "./names"
import { LOYALTY_TIERS } from "./tiers"

export async function recomputeLoyaltyTier(container: MedusaContainer, customerId: string, now?: Date): Promise<LoyaltyStanding> {
  const { result } = await recomputeLoyaltyTierWorkflow(container).run({
    input: { customer_id: customerId, ...(now ? { now: now.toISOString() } : {}) },
  })
  return result
}

/**
 * Every pro and every member of a tier group (a former pro keeps none): the nightly job runs this,
 * since tiers also fall when old orders leave the 12-month window, with no event to say so.
 */
export async function recomputeAllLoyaltyTiers(container: MedusaContainer, now?: Date): Promise<{ customers: number; moved: number }> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "customer_group",
    fields: ["id", "customers.id"],
    filters: { name: [PRO_CUSTOMER_GROUP, ...LOYALTY_TIERS.map((tier) => tier.groupName)] },
  })
  const ids = new Set<string>()
  for (const group of data as { customers?: ({ id: string } | null)[] | null }[]) {
    for (const customer of group.customers ?? []) if (customer) ids.add(customer.id)
  }
  let moved = 0
  for (const id of ids) {
    const standing = await recomputeLoyaltyTier(container, id, now)
    if (standing.add.length || standing.remove.length) moved += 1
  }
  return { customers: ids.size, moved }
}
