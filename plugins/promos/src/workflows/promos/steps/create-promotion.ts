import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { randomUUID } from "node:crypto"
import type { StaffPromo } from "@shop/shared"
import { promotionBody, promotionRules } from "../../../lib/medusa-promotion"
import { promotionService } from "./service"

type Created = { promotionId: string; campaignId: string | null }

/**
 * The promotion with its rules and its own campaign (the dates live on a campaign in Medusa) in one module call.
 * Undone by deleting both.
 */
export const createPromotionStep = createStep(
  "shop-promo-create-promotion",
  async (input: { promo: StaffPromo; proGroupId: string | null }, { container }) => {
    const { promo } = input
    const created = await promotionService(container).createPromotions({
      ...promotionBody(promo, null),
      type: "standard",
      is_automatic: false,
      is_tax_inclusive: true,
      rules: promotionRules(promo, input.proGroupId),
      campaign: {
        name: `Code promo ${promo.code}`,
        // Campaign identifiers are unique and outlive a renamed code: a random one never clashes.
        campaign_identifier: `shop-promo-${randomUUID()}`,
        starts_at: promo.startsAt ? new Date(promo.startsAt) : null,
        ends_at: promo.endsAt ? new Date(promo.endsAt) : null,
      },
    } as Parameters<ReturnType<typeof promotionService>["createPromotions"]>[0])
    const record = created as unknown as { id: string; campaign?: { id: string } | null }
    const result: Created = { promotionId: record.id, campaignId: record.campaign?.id ?? null }
    return new StepResponse(result.promotionId, result)
  },
  async (created: Created | undefined, { container }) => {
    if (!created) return
    const service = promotionService(container)
    await service.deletePromotions([created.promotionId])
    if (created.campaignId) await service.deleteCampaigns([created.campaignId])
  }
)
