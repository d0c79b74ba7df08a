import { centsToMajor, majorToCents, type ApiPromo, type PromoAudience, type StaffPromo } from "@shop/shared"

/**
 * A staff promo ↔ Medusa's promotion. What Medusa already enforces in the cart is used as is:
 * - the discount: a standard, non-automatic promotion on the order's articles (`target_type: order`, spread
 *   across the lines), TTC (`is_tax_inclusive`, the catalogue's prices are TTC), fixed amounts in euros;
 * - the minimum basket: a rule `original_item_total >= X` (articles TTC before any discount; a rule on
 *   `item_total` would count the code's own discount and drop it at the next cart change: seed/promotions.ts);
 * - the audience: a rule on the customer's groups (`customer.groups.id`; `customer_group_id` is silently ignored,
 *   upstream #16822): `in [pro]` for pros, `ne [pro]` for consumers (an anonymous cart has no group, so it passes);
 * - the dates: the promotion's own campaign (`starts_at`, `ends_at`), which Medusa checks on every cart;
 * - the usage limit: the promotion's `limit` (Medusa counts `used` when an order is placed).
 * "Combinable" is the cart's own rule (`metadata.combinable`, compat-api's apply-voucher workflow).
 */

export const CURRENCY = "eur"
export const MINIMUM_ATTRIBUTE = "original_item_total"
export const GROUPS_ATTRIBUTE = "customer.groups.id"

export type RuleInput = { attribute: string; operator: "gte" | "in" | "ne"; values: string[] }

/** What Medusa's promotion is read with (`listPromotions` relations / Query fields). */
export const PROMOTION_RELATIONS = ["application_method", "rules", "rules.values", "campaign"]

export type PromotionRecord = {
  id: string
  code?: string | null
  status?: string | null
  limit?: number | null
  used?: number | null
  is_automatic?: boolean | null
  metadata?: Record<string, unknown> | null
  application_method?: { type?: string | null; value?: number | string | { toJSON?(): unknown } | null } | null
  rules?: ({ id: string; attribute?: string | null; operator?: string | null; values?: ({ value?: string | null } | null)[] | null } | null)[] | null
  campaign?: { id: string; starts_at?: Date | string | null; ends_at?: Date | string | null } | null
}

/** The promotion's own fields (no rules, no campaign) for createPromotions/updatePromotions. */
export function promotionBody(promo: StaffPromo, metadata: Record<string, unknown> | null | undefined) {
  return {
    code: promo.code,
    status: promo.active ? ("active" as const) : ("inactive" as const),
    limit: promo.usageLimit,
    metadata: { ...(metadata ?? {}), combinable: promo.combinable },
    application_method:
      promo.kind === "percentage"
        ? { type: "percentage" as const, target_type: "order" as const, allocation: "across" as const, value: promo.value }
        : {
            type: "fixed" as const,
            target_type: "order" as const,
            allocation: "across" as const,
            // Medusa stores major units; the exact decimal text, never cents / 100 in floats.
            value: centsToMajor(promo.value),
            currency_code: CURRENCY,
          },
  }
}

/** The promotion's rules for a promo: minimum basket and audience (the pro group's id). */
export function promotionRules(promo: StaffPromo, proGroupId: string | null): RuleInput[] {
  const rules: RuleInput[] = []
  if (promo.minimumCents) rules.push({ attribute: MINIMUM_ATTRIBUTE, operator: "gte", values: [centsToMajor(promo.minimumCents)] })
  if (promo.audience !== "all") {
    if (!proGroupId) throw new Error("the pro customer group is missing: run the seed")
    rules.push({ attribute: GROUPS_ATTRIBUTE, operator: promo.audience === "pros" ? "in" : "ne", values: [proGroupId] })
  }
  return rules
}

/** The rules this desk writes (the others, e.g. a staff member's rule made in Medusa's admin, are left alone). */
export function isDeskRule(rule: { attribute?: string | null }): boolean {
  return rule.attribute === MINIMUM_ATTRIBUTE || rule.attribute === GROUPS_ATTRIBUTE
}

function major(value: unknown): string {
  if (value && typeof value === "object" && "toJSON" in value && typeof (value as { toJSON: unknown }).toJSON === "function") {
    return String((value as { toJSON(): unknown }).toJSON())
  }
  return String(value ?? "0")
}

const iso = (value: Date | string | null | undefined): string | null => (value ? new Date(value).toISOString() : null)

function audienceOf(record: PromotionRecord, proGroupId: string | null): PromoAudience {
  const rule = (record.rules ?? []).find((r) => r?.attribute === GROUPS_ATTRIBUTE)
  const values = (rule?.values ?? []).map((v) => v?.value)
  if (!rule || !proGroupId || !values.includes(proGroupId)) return "all"
  return rule.operator === "ne" ? "consumers" : "pros"
}

/** Medusa's promotion as the desk shows it; the amounts in cents, exactly. */
export function toStaffPromo(record: PromotionRecord, proGroupId: string | null): StaffPromo {
  const method = record.application_method
  const kind = method?.type === "percentage" ? "percentage" : "fixed"
  const value = kind === "percentage" ? Number(major(method?.value)) : majorToCents(major(method?.value))
  const minimum = (record.rules ?? []).find((r) => r?.attribute === MINIMUM_ATTRIBUTE && r.operator === "gte")
  const minimumValue = minimum?.values?.[0]?.value
  return {
    code: record.code ?? "",
    kind,
    value,
    minimumCents: minimumValue ? majorToCents(minimumValue) : null,
    startsAt: iso(record.campaign?.starts_at),
    endsAt: iso(record.campaign?.ends_at),
    usageLimit: typeof record.limit === "number" ? record.limit : null,
    audience: audienceOf(record, proGroupId),
    active: record.status === "active",
    combinable: record.metadata?.combinable === true,
  }
}

export function toApiPromo(record: PromotionRecord, proGroupId: string | null): ApiPromo {
  return { id: record.id, ...toStaffPromo(record, proGroupId), used: Number(record.used ?? 0) }
}
