import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { getCompanyGuide, putCompanyGuide } from "@shop/company"
import { getCmsPageGuide, getEditorialGuide, putCmsPageGuide, putEditorialGuide } from "@shop/editorial"
import { COMPANY_GUIDE_TAG, guideUpdateSchema, isCmsPageTag, isEditorialGuideTag, isStaffGuideTag, STAFF_DESK_TEXTS } from "@shop/shared"
import { sendError, sendValidationError } from "@shop/server-kit"
import { readGuide } from "../../../../lib/contact/guides"
import { staffAllowed } from "../../../../lib/contact/staff-desk"
import { staffSavesGuideWorkflow } from "../../../../workflows/contact-messages/workflows/staff-saves-guide"

/**
 * GET /api/guide/{tag}: the quick answers of the message desk (tag `messages`), staff only (grant `messages`):
 * canned replies are the team's working material, not shop content. The CMS pages' tags (legal, cgv, cookie,
 * privacy, about), the F.A.Q. (faq) and the homepage blocks (landing) are the editorial plugin's, with their own
 * grant; `societe` is the company identity (@shop/company: public read, since the legal notice prints it; write with
 * `legal`); any other tag 404.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  if (req.params.tag === COMPANY_GUIDE_TAG) return getCompanyGuide(req, res)
  if (isCmsPageTag(req.params.tag)) return getCmsPageGuide(req, res, req.params.tag)
  if (isEditorialGuideTag(req.params.tag)) return getEditorialGuide(req, res, req.params.tag)
  if (!(await staffAllowed(req, res, "messages"))) return
  const tag = req.params.tag
  if (!isStaffGuideTag(tag)) return sendError(res, 404, STAFF_DESK_TEXTS.guideNotFound)
  res.status(200).json(await readGuide(req.scope, tag))
}

/** PUT /api/guide/{tag} {content: {quickResponses: [{title, text}]}}: the whole list replaced (grant `messages`). */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  if (req.params.tag === COMPANY_GUIDE_TAG) return putCompanyGuide(req, res)
  if (isCmsPageTag(req.params.tag)) return putCmsPageGuide(req, res, req.params.tag)
  if (isEditorialGuideTag(req.params.tag)) return putEditorialGuide(req, res, req.params.tag)
  if (!(await staffAllowed(req, res, "messages"))) return
  const tag = req.params.tag
  if (!isStaffGuideTag(tag)) return sendError(res, 404, STAFF_DESK_TEXTS.guideNotFound)
  const parsed = guideUpdateSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  await staffSavesGuideWorkflow(req.scope).run({ input: { tag, quickResponses: parsed.data.content.quickResponses } })
  res.status(200).json(await readGuide(req.scope, tag))
}
