import { createPromotionsWorkflow } from "@medusajs/medusa/core-flows"
import { CURRENCY } from "./constants"
import { recordChange, type SeedContext } from "./context"

/**
 * The shop's voucher codes, typed in the cart's promo field (spec sections 4.3 and 5):
 * - BIENVENUE10: 10 % off the articles of the cart, for everyone, active, no end date.
 * - CHAUFFAGE20: 20 € TTC off the order from 200 € TTC of articles (before discounts). The minimum is a
 *   promotion rule on the cart's `original_item_total` (articles TTC before any discount): a rule on
 *   `item_total` would count the voucher's own discount and drop it again at the next cart change.
 * Amounts are Medusa's major units (euros); prices are entered TTC, hence `is_tax_inclusive`.
 */
export const SHOP_VOUCHERS = [
  {
    code: "BIENVENUE10",
    type: "standard" as const,
    status: "active" as const,
    is_automatic: false,
    is_tax_inclusive: true,
    application_method: { type: "percentage" as const, target_type: "order" as const, allocation: "across" as const, value: 10 },
  },
  {
    code: "CHAUFFAGE20",
    type: "standard" as const,
    status: "active" as const,
    is_automatic: false,
    is_tax_inclusive: true,
    application_method: {
      type: "fixed" as const,
      target_type: "order" as const,
      allocation: "across" as const,
      value: 20,
      currency_code: CURRENCY,
    },
    rules: [{ attribute: "original_item_total", operator: "gte" as const, values: ["200"] }],
  },
]

/** Creates the vouchers whose code is not there yet; an existing code (maybe edited by the staff) is left as is. */
export async function ensurePromotions(ctx: SeedContext): Promise<void> {
  const { data } = await ctx.query.graph({
    entity: "promotion",
    fields: ["code"],
    filters: { code: SHOP_VOUCHERS.map((voucher) => voucher.code) },
  })
  const present = new Set((data as { code: string }[]).map((promotion) => promotion.code))
  const missing = SHOP_VOUCHERS.filter((voucher) => !present.has(voucher.code))
  if (!missing.length) return
  await createPromotionsWorkflow(ctx.container).run({ input: { promotionsData: missing } })
  recordChange(ctx, `created voucher codes ${missing.map((voucher) => voucher.code).join(", ")}`)
}
