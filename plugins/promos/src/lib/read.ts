import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { PRO_CUSTOMER_GROUP, PROMO_PAGE_SIZE, type ApiPromo, type ApiPromoList } from "@shop/shared"
import { toApiPromo, type PromotionRecord } from "./medusa-promotion"

/** The Query fields of a promotion as the desk reads it. */
export const PROMOTION_FIELDS = [
  "id",
  "code",
  "status",
  "limit",
  "used",
  "is_automatic",
  "metadata",
  "created_at",
  "application_method.type",
  "application_method.value",
  "rules.id",
  "rules.attribute",
  "rules.operator",
  "rules.values.value",
  "campaign.id",
  "campaign.starts_at",
  "campaign.ends_at",
]

/** The `pro` customer group's id (audience rules name it); null before the seed. */
export async function proGroupId(scope: MedusaContainer): Promise<string | null> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "customer_group", fields: ["id"], filters: { name: PRO_CUSTOMER_GROUP } })
  return (data[0] as { id: string } | undefined)?.id ?? null
}

/** One code promotion (automatic ones, the pro loyalty tiers and free delivery, are no desk promos). */
export async function readPromotion(scope: MedusaContainer, id: string): Promise<PromotionRecord | null> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "promotion", fields: PROMOTION_FIELDS, filters: { id, is_automatic: false } })
  return (data[0] as PromotionRecord | undefined) ?? null
}

export async function readApiPromo(scope: MedusaContainer, id: string): Promise<ApiPromo | null> {
  const [record, groupId] = await Promise.all([readPromotion(scope, id), proGroupId(scope)])
  return record ? toApiPromo(record, groupId) : null
}

/** Whether another live promotion (automatic ones included: a code is unique in Medusa) already has this code. */
export async function codeTakenBy(scope: MedusaContainer, code: string): Promise<string | null> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "promotion", fields: ["id"], filters: { code } })
  return (data[0] as { id: string } | undefined)?.id ?? null
}

/** The desk's list: code promotions, newest first, `search` within the code. */
export async function listApiPromos(scope: MedusaContainer, search: string | undefined, page: number): Promise<ApiPromoList> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const filters: Record<string, unknown> = { is_automatic: false }
  if (search) filters.code = { $ilike: `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` }
  const [{ data, metadata }, groupId] = await Promise.all([
    query.graph({
      entity: "promotion",
      fields: PROMOTION_FIELDS,
      filters,
      pagination: { skip: (page - 1) * PROMO_PAGE_SIZE, take: PROMO_PAGE_SIZE, order: { created_at: "DESC" } },
    }),
    proGroupId(scope),
  ])
  return {
    promos: (data as PromotionRecord[]).map((record) => toApiPromo(record, groupId)),
    total: metadata?.count ?? data.length,
    page,
    pageSize: PROMO_PAGE_SIZE,
  }
}
