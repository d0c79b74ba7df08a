import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { PromotionRecord } from "../../../lib/medusa-promotion"
import { promotionService } from "./service"

type Deleted = { promotionId: string; campaignId: string | null }

/**
 * The promotion and its campaign soft-deleted (orders that used the code keep their adjustments); a cart holding
 * the code loses it at its next change. Undone by restoring both.
 */
export const softDeletePromotionStep = createStep(
  "shop-promo-soft-delete",
  async (record: PromotionRecord, { container }) => {
    const service = promotionService(container)
    await service.softDeletePromotions([record.id])
    const campaignId = record.campaign?.id ?? null
    if (campaignId) await service.softDeleteCampaigns([campaignId])
    return new StepResponse(true, { promotionId: record.id, campaignId } as Deleted)
  },
  async (deleted: Deleted | undefined, { container }) => {
    if (!deleted) return
    const service = promotionService(container)
    await service.restorePromotions([deleted.promotionId])
    if (deleted.campaignId) await service.restoreCampaigns([deleted.campaignId])
  }
)
