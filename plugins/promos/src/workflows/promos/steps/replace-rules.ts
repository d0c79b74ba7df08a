import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { isDeskRule, type PromotionRecord, type RuleInput } from "../../../lib/medusa-promotion"
import { promotionService } from "./service"

type Replace = { record: PromotionRecord; rules: RuleInput[] }
type Undo = { promotionId: string; added: string[]; removed: RuleInput[] }

const asInput = (rule: NonNullable<NonNullable<PromotionRecord["rules"]>[number]>): RuleInput => ({
  attribute: rule.attribute ?? "",
  operator: (rule.operator ?? "eq") as RuleInput["operator"],
  values: (rule.values ?? []).map((value) => value?.value ?? "").filter(Boolean),
})

/**
 * The desk's rules (minimum basket, audience) replaced by the new ones; any other rule (made in Medusa's admin) stays.
 * Undone by removing what was added and adding back what was removed.
 */
export const replaceDeskRulesStep = createStep(
  "shop-promo-replace-rules",
  async (input: Replace, { container }) => {
    const service = promotionService(container)
    const old = (input.record.rules ?? []).filter((rule): rule is NonNullable<typeof rule> => Boolean(rule) && isDeskRule(rule!))
    if (old.length) await service.removePromotionRules(input.record.id, old.map((rule) => rule.id))
    const added = input.rules.length ? await service.addPromotionRules(input.record.id, input.rules as never) : []
    const undo: Undo = { promotionId: input.record.id, added: added.map((rule) => rule.id), removed: old.map(asInput) }
    return new StepResponse(true, undo)
  },
  async (undo: Undo | undefined, { container }) => {
    if (!undo) return
    const service = promotionService(container)
    if (undo.added.length) await service.removePromotionRules(undo.promotionId, undo.added)
    if (undo.removed.length) await service.addPromotionRules(undo.promotionId, undo.removed as never)
  }
)
