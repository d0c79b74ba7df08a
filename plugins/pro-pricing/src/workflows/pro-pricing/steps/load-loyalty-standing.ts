import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { tierMembershipChange } from "../../../lib/membership"
import { PRO_CUSTOMER_GROUP } from "../../../lib/names"
import { LOYALTY_TIERS, loyaltyWindowStart, paidTotalCents, tierForPaidTotal, type PaidOrderRecord } from "../../../lib/tiers"

export type LoadLoyaltyStandingInput = { customer_id: string; now?: string }

export type LoyaltyStanding = {
  customer_id: string
  is_pro: boolean
  paid_cents: number
  tier_percent: number | null
  add: string[]
  remove: string[]
}

type CustomerRow = { id: string; groups?: ({ id: string; name?: string | null } | null)[] | null }

/**
 * Where a customer stands: pro or not, what they paid over the last 12 months, the tier that
 * earns, and the tier-group moves that follow. A customer who is no longer a pro keeps no tier.
 */
export const loadLoyaltyStandingStep = createStep(
  "load-loyalty-standing",
  async (input: LoadLoyaltyStandingInput, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const now = input.now ? new Date(input.now) : new Date()
    const { data: customers } = await query.graph({
      entity: "customer",
      fields: ["id", "groups.id", "groups.name"],
      filters: { id: input.customer_id },
    })
    const customer = customers[0] as CustomerRow | undefined
    if (!customer) throw new MedusaError(MedusaError.Types.NOT_FOUND, `customer ${input.customer_id} not found`)
    const groups = (customer.groups ?? []).filter((group): group is { id: string; name?: string | null } => !!group)
    const isPro = groups.some((group) => group.name === PRO_CUSTOMER_GROUP)

    const { data: tierGroups } = await query.graph({
      entity: "customer_group",
      fields: ["id", "name"],
      filters: { name: LOYALTY_TIERS.map((tier) => tier.groupName) },
    })
    const idByName = new Map((tierGroups as { id: string; name: string }[]).map((group) => [group.name, group.id]))
    const tierGroupIds: Record<number, string> = {}
    for (const tier of LOYALTY_TIERS) {
      const id = idByName.get(tier.groupName)
      if (id) tierGroupIds[tier.percent] = id
    }

    let paidCents = 0
    if (isPro) {
      const { data: orders } = await query.graph({
        entity: "order",
        fields: [
          "id",
          "status",
          "created_at",
          "canceled_at",
          "payment_collections.captured_amount",
          "payment_collections.raw_captured_amount",
          "payment_collections.refunded_amount",
          "payment_collections.raw_refunded_amount",
        ],
        filters: { customer_id: input.customer_id, created_at: { $gte: loyaltyWindowStart(now).toISOString() } },
      })
      paidCents = paidTotalCents(orders as unknown as PaidOrderRecord[], now)
    }
    const tier = isPro ? tierForPaidTotal(paidCents) : null
    const { add, remove } = tierMembershipChange(
      groups.map((group) => group.id),
      tierGroupIds,
      tier ? tier.percent : null
    )
    return new StepResponse<LoyaltyStanding>({
      customer_id: customer.id,
      is_pro: isPro,
      paid_cents: paidCents,
      tier_percent: tier?.percent ?? null,
      add,
      remove,
    })
  }
)
