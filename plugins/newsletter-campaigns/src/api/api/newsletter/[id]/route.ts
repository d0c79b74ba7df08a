import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendError, sendValidationError } from "@shop/server-kit"
import { NEWSLETTER_CAMPAIGN_TEXTS, newsletterCampaignParamsSchema } from "@shop/shared"
import { newsletterStaffOf } from "../../../../lib/access"
import { campaignById } from "../../../../lib/campaigns/records"
import { sqlOf } from "../../../../lib/campaigns/sql"

/** GET /api/newsletter/{id}: one campaign with its template and counts, read again by the screen while it sends. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  if (!(await newsletterStaffOf(req, res))) return
  const parsed = newsletterCampaignParamsSchema.safeParse(req.params)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const campaign = await campaignById(sqlOf(req.scope), parsed.data.id)
  if (!campaign) return sendError(res, 404, NEWSLETTER_CAMPAIGN_TEXTS.campaignNotFound)
  res.json(campaign)
}
