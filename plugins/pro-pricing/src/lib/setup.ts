import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, PriceListStatus } from "@medusajs/framework/utils"
import {
  createCustomerGroupsWorkflow,
  createPriceListsWorkflow,
  createPromotionsWorkflow,
  updatePriceListsWorkflow,
} from "@medusajs/medusa/core-flows"
import {
  CUSTOMER_GROUPS_RULE,
  FREE_DELIVERY_PROMOTION_CODE,
  PRO_CUSTOMER_GROUP,
  PRO_PRICE_LIST_DESCRIPTION,
  PRO_PRICE_LIST_TITLE,
} from "./names"
import { LOYALTY_TIERS } from "./tiers"

export type ProPricingIds = {
  proGroupId: string
  priceListId: string
  /** tier percent -> customer group id */
  tierGroupIds: Record<number, string>
}

type Query = { graph(args: Record<string, unknown>): Promise<{ data: unknown[] }> }

async function findGroups(query: Query, names: string[]): Promise<Map<string, string>> {
  const { data } = await query.graph({ entity: "customer_group", fields: ["id", "name"], filters: { name: names } })
  return new Map((data as { id: string; name: string }[]).map((group) => [group.name, group.id]))
}

/** The `pro` group (the shop's seed makes it; made here too so the plugin stands alone) and the three tier groups. */
async function ensureGroups(container: MedusaContainer, query: Query, changes: string[]) {
  const names = [PRO_CUSTOMER_GROUP, ...LOYALTY_TIERS.map((tier) => tier.groupName)]
  const found = await findGroups(query, names)
  const missing = names.filter((name) => !found.has(name))
  if (missing.length) {
    await createCustomerGroupsWorkflow(container).run({
      input: {
        customersData: missing.map((name) => ({
          name,
          metadata: { description: name === PRO_CUSTOMER_GROUP ? "Clients professionnels" : "Palier de fidélité des professionnels" },
        })),
      },
    })
    changes.push(`created customer groups ${missing.join(", ")}`)
    for (const [name, id] of await findGroups(query, missing)) found.set(name, id)
  }
  return found
}

type PriceListRow = { id: string; status: string; type: string; price_list_rules?: ({ attribute: string; value: string[] | string } | null)[] | null }

function rulesTarget(list: PriceListRow, groupId: string): boolean {
  const rules = (list.price_list_rules ?? []).filter((rule): rule is NonNullable<typeof rule> => !!rule)
  const values = rules.filter((rule) => rule.attribute === CUSTOMER_GROUPS_RULE).flatMap((rule) => rule.value)
  return rules.length === 1 && values.length === 1 && values[0] === groupId
}

async function ensurePriceList(container: MedusaContainer, query: Query, proGroupId: string, changes: string[]): Promise<string> {
  const { data } = await query.graph({
    entity: "price_list",
    fields: ["id", "status", "type", "price_list_rules.attribute", "price_list_rules.value"],
    filters: { title: PRO_PRICE_LIST_TITLE },
  })
  const list = data[0] as PriceListRow | undefined
  const rules = { [CUSTOMER_GROUPS_RULE]: [proGroupId] }
  if (!list) {
    // Medusa's default type "sale": the lower of list and pro price wins, the list price shows as the original.
    const { result } = await createPriceListsWorkflow(container).run({
      input: {
        price_lists_data: [
          {
            title: PRO_PRICE_LIST_TITLE,
            description: PRO_PRICE_LIST_DESCRIPTION,
            status: PriceListStatus.ACTIVE,
            rules,
          },
        ],
      },
    })
    changes.push(`created price list "${PRO_PRICE_LIST_TITLE}"`)
    return result[0].id
  }
  if (list.status !== PriceListStatus.ACTIVE || !rulesTarget(list, proGroupId)) {
    await updatePriceListsWorkflow(container).run({
      input: { price_lists_data: [{ id: list.id, status: PriceListStatus.ACTIVE, rules }] },
    })
    changes.push(`restored price list "${PRO_PRICE_LIST_TITLE}" (active, group pro)`)
  }
  return list.id
}

type PromotionSpec = { code: string; targetType: "items" | "shipping_methods"; percent: number; groupId: string }

/** Automatic percentage promotions restricted to one customer group (loyalty tiers on items, free delivery). */
async function ensurePromotions(container: MedusaContainer, query: Query, specs: PromotionSpec[], changes: string[]) {
  const { data } = await query.graph({ entity: "promotion", fields: ["id", "code"], filters: { code: specs.map((s) => s.code) } })
  const existing = new Set((data as { code: string }[]).map((row) => row.code))
  const missing = specs.filter((spec) => !existing.has(spec.code))
  if (!missing.length) return
  await createPromotionsWorkflow(container).run({
    input: {
      promotionsData: missing.map((spec) => ({
        code: spec.code,
        type: "standard" as const,
        status: "active" as const,
        is_automatic: true,
        is_tax_inclusive: true,
        application_method: {
          type: "percentage" as const,
          target_type: spec.targetType,
          // "across" with a percentage takes the same share of every line (or shipping method).
          allocation: "across" as const,
          value: spec.percent,
        },
        rules: [{ attribute: CUSTOMER_GROUPS_RULE, operator: "in" as const, values: [spec.groupId] }],
      })),
    },
  })
  changes.push(`created automatic promotions ${missing.map((spec) => `"${spec.code}"`).join(", ")}`)
}

/**
 * Everything the pro advantages stand on, made idempotently (found by name first): the groups,
 * the "Tarif professionnel" price list and the automatic promotions. Prices are filled by the sync.
 */
export async function ensureProPricingSetup(container: MedusaContainer): Promise<{ ids: ProPricingIds; changes: string[] }> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY) as unknown as Query
  const changes: string[] = []
  const groups = await ensureGroups(container, query, changes)
  const proGroupId = groups.get(PRO_CUSTOMER_GROUP)!
  const priceListId = await ensurePriceList(container, query, proGroupId, changes)
  const tierGroupIds: Record<number, string> = {}
  for (const tier of LOYALTY_TIERS) tierGroupIds[tier.percent] = groups.get(tier.groupName)!
  await ensurePromotions(
    container,
    query,
    [
      ...LOYALTY_TIERS.map((tier) => ({ code: tier.promotionCode, targetType: "items" as const, percent: tier.percent, groupId: tierGroupIds[tier.percent] })),
      { code: FREE_DELIVERY_PROMOTION_CODE, targetType: "shipping_methods" as const, percent: 100, groupId: proGroupId },
    ],
    changes
  )
  return { ids: { proGroupId, priceListId, tierGroupIds }, changes }
}

/** The price list's id, or null before the setup ran. */
export async function findProPriceListId(container: MedusaContainer): Promise<string | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY) as unknown as Query
  const { data } = await query.graph({ entity: "price_list", fields: ["id"], filters: { title: PRO_PRICE_LIST_TITLE } })
  return (data[0] as { id: string } | undefined)?.id ?? null
}
