import { promoCreateSchema } from "@shop/shared"
import { promotionBody, promotionRules, toApiPromo, type PromotionRecord } from "../medusa-promotion"

const PRO = "cusgroup_PRO"

/** The promotion Medusa would hand back for these inputs (rules and values as records). */
function stored(body: ReturnType<typeof promotionBody>, rules: ReturnType<typeof promotionRules>, campaign?: PromotionRecord["campaign"]): PromotionRecord {
  return {
    id: "promo_01",
    code: body.code,
    status: body.status,
    limit: body.limit,
    used: 2,
    metadata: body.metadata,
    application_method: { type: body.application_method.type, value: body.application_method.value },
    rules: rules.map((rule, i) => ({ id: `prorul_${i}`, attribute: rule.attribute, operator: rule.operator, values: rule.values.map((value) => ({ value })) })),
    campaign,
  }
}

describe("a staff promo as a Medusa promotion and back", () => {
  it("writes a fixed amount in euros as an exact decimal and reads it back in cents", () => {
    const promo = promoCreateSchema.parse({ code: "HIVER", kind: "fixed", value: 1999, minimumCents: 15050, audience: "pros", usageLimit: 10 })
    const body = promotionBody(promo, { note: "kept" })
    expect(body.application_method).toEqual({ type: "fixed", target_type: "order", allocation: "across", value: "19.99", currency_code: "eur" })
    expect(body.metadata).toEqual({ note: "kept", combinable: false })
    const rules = promotionRules(promo, PRO)
    expect(rules).toEqual([
      { attribute: "original_item_total", operator: "gte", values: ["150.50"] },
      { attribute: "customer.groups.id", operator: "in", values: [PRO] },
    ])
    expect(toApiPromo(stored(body, rules), PRO)).toEqual({ id: "promo_01", ...promo, used: 2 })
  })

  it("keeps consumers out of the pro group with `ne`, and 'all' has no audience rule", () => {
    const consumers = promoCreateSchema.parse({ code: "PARTICULIER", kind: "percentage", value: 5, audience: "consumers" })
    expect(promotionRules(consumers, PRO)).toEqual([{ attribute: "customer.groups.id", operator: "ne", values: [PRO] }])
    const all = promoCreateSchema.parse({ code: "TOUS", kind: "percentage", value: 5 })
    expect(promotionRules(all, PRO)).toEqual([])
    expect(toApiPromo(stored(promotionBody(consumers, null), promotionRules(consumers, PRO)), PRO).audience).toBe("consumers")
  })

  it("reads the dates from the promotion's campaign, an inactive status and the combinable flag", () => {
    const promo = promoCreateSchema.parse({
      code: "NOEL",
      kind: "percentage",
      value: 12,
      startsAt: "2026-12-01",
      endsAt: "2026-12-25",
      active: false,
      combinable: true,
    })
    const body = promotionBody(promo, null)
    expect(body.status).toBe("inactive")
    const api = toApiPromo(stored(body, [], { id: "procamp_1", starts_at: new Date(promo.startsAt!), ends_at: promo.endsAt }), PRO)
    expect(api).toMatchObject({ startsAt: "2026-12-01T00:00:00.000Z", endsAt: "2026-12-25T00:00:00.000Z", active: false, combinable: true })
  })

  it("refuses an audience when the pro group does not exist rather than writing a rule that matches everyone", () => {
    const promo = promoCreateSchema.parse({ code: "PROS", kind: "percentage", value: 5, audience: "pros" })
    expect(() => promotionRules(promo, null)).toThrow(/pro customer group/)
  })
})
