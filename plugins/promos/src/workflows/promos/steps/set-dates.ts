import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { randomUUID } from "node:crypto"
import type { PromotionRecord } from "../../../lib/medusa-promotion"
import { promotionService } from "./service"

type Dates = { record: PromotionRecord; startsAt: string | null; endsAt: string | null }
type Undo = { campaignId: string | null; created: boolean; startsAt: Date | null; endsAt: Date | null }

const asDate = (value: string | Date | null | undefined): Date | null => (value ? new Date(value) : null)

/**
 * The dates live on the promotion's campaign: updated, or a campaign made for a promotion that had none (the seeded
 * codes) when dates are set. Undone by the previous dates, or by deleting the campaign made here.
 */
export const setPromoDatesStep = createStep(
  "shop-promo-set-dates",
  async (input: Dates, { container }) => {
    const service = promotionService(container)
    const campaign = input.record.campaign
    if (campaign) {
      const undo: Undo = { campaignId: campaign.id, created: false, startsAt: asDate(campaign.starts_at), endsAt: asDate(campaign.ends_at) }
      await service.updateCampaigns({ id: campaign.id, starts_at: asDate(input.startsAt), ends_at: asDate(input.endsAt) })
      return new StepResponse(true, undo)
    }
    if (!input.startsAt && !input.endsAt) return new StepResponse(false, { campaignId: null, created: false, startsAt: null, endsAt: null } as Undo)
    const created = await service.createCampaigns({
      name: `Code promo ${input.record.code ?? input.record.id}`,
      campaign_identifier: `shop-promo-${randomUUID()}`,
      starts_at: asDate(input.startsAt),
      ends_at: asDate(input.endsAt),
    })
    await service.addPromotionsToCampaign({ id: created.id, promotion_ids: [input.record.id] })
    return new StepResponse(true, { campaignId: created.id, created: true, startsAt: null, endsAt: null } as Undo)
  },
  async (undo: Undo | undefined, { container }) => {
    if (!undo?.campaignId) return
    const service = promotionService(container)
    if (undo.created) await service.deleteCampaigns([undo.campaignId])
    else await service.updateCampaigns({ id: undo.campaignId, starts_at: undo.startsAt, ends_at: undo.endsAt })
  }
)
