import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { sendError, sendMail, sendValidationError } from "@shop/server-kit"
import {
  NEWSLETTER_CAMPAIGN_TEXTS,
  newsletterCampaignSchema,
  newsletterListQuerySchema,
  type ApiNewsletterPreview,
  type ApiNewsletterTestSent,
  type NewsletterCampaignInput,
} from "@shop/shared"
import { newsletterStaffOf } from "../../../lib/access"
import { audienceOf } from "../../../lib/campaigns/audience"
import { campaignById, listCampaigns } from "../../../lib/campaigns/records"
import { campaignMail, NEWSLETTER_MAIL_TEMPLATE, sampleUnsubscribeUrl, TEST_SUBJECT_PREFIX } from "../../../lib/campaigns/render"
import { sqlOf } from "../../../lib/campaigns/sql"
import { campaignOptions } from "../../../lib/options"
import { staffQueueNewsletterCampaignWorkflow } from "../../../workflows"

/** GET /api/newsletter?page=: the campaigns, newest first, with their counts (grant newsletter). */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  if (!(await newsletterStaffOf(req, res))) return
  const parsed = newsletterListQuerySchema.safeParse(req.query)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  res.json(await listCampaigns(sqlOf(req.scope), parsed.data.page))
}

async function staffEmailOf(req: MedusaRequest, userId: string): Promise<string | null> {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "user", fields: ["email"], filters: { id: userId } })
  return (data[0] as { email?: string } | undefined)?.email ?? null
}

/** `preview`: the e-mail as a subscriber gets it (the link is the page without a token) and the audience's size. */
async function preview(req: MedusaRequest, res: MedusaResponse, input: NewsletterCampaignInput): Promise<void> {
  const { storefrontUrl } = campaignOptions(req.scope)
  const mail = campaignMail(input.template, { page: sampleUnsubscribeUrl(storefrontUrl) }, storefrontUrl)
  const recipients = (await audienceOf(sqlOf(req.scope), input.filter)).length
  const answer: ApiNewsletterPreview = { recipients, subject: mail.subject, html: mail.html, text: mail.text }
  res.json(answer)
}

/** `test`: one copy to the staff member's own address, subject marked [TEST]; nothing recorded. */
async function sendTest(req: MedusaRequest, res: MedusaResponse, input: NewsletterCampaignInput, userId: string): Promise<void> {
  const email = await staffEmailOf(req, userId)
  if (!email) return sendError(res, 409, NEWSLETTER_CAMPAIGN_TEXTS.testMailFailed)
  const { storefrontUrl } = campaignOptions(req.scope)
  const template = { ...input.template, subject: `${TEST_SUBJECT_PREFIX}${input.template.subject}` }
  try {
    await sendMail(req.scope, { to: email, template: NEWSLETTER_MAIL_TEMPLATE, content: campaignMail(template, { page: sampleUnsubscribeUrl(storefrontUrl) }, storefrontUrl), trigger: "newsletter-test" })
  } catch {
    return sendError(res, 502, NEWSLETTER_CAMPAIGN_TEXTS.testMailFailed)
  }
  const answer: ApiNewsletterTestSent = { sentTo: email, message: NEWSLETTER_CAMPAIGN_TEXTS.testSent }
  res.json(answer)
}

/**
 * POST /api/newsletter/ {tag, filter, template, mode?} (grant newsletter). `send` (default): 201 with the queued
 * campaign; the engine's worker sends it. `preview`: 200 rendered e-mail and audience size. `test`: 200, one copy to
 * the staff member. An audience without any subscriber: 400, nothing recorded.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const userId = await newsletterStaffOf(req, res)
  if (!userId) return
  const parsed = newsletterCampaignSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const input = parsed.data
  if (input.mode === "preview") return preview(req, res, input)
  if (input.mode === "test") return sendTest(req, res, input, userId)
  try {
    const { result } = await staffQueueNewsletterCampaignWorkflow(req.scope).run({
      input: { tag: input.tag, filter: input.filter, template: input.template, created_by: userId },
    })
    res.status(201).json(await campaignById(sqlOf(req.scope), result.id))
  } catch (error) {
    const { type, message } = (error ?? {}) as { type?: string; message?: string }
    if (type === MedusaError.Types.INVALID_DATA && message) return sendError(res, 400, message)
    throw error
  }
}
