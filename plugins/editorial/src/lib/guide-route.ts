import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { checkStaffAccess, EDGE_MESSAGES, sendError, sendValidationError } from "@shop/server-kit"
import { CMS_PAGE_TAGS, cmsPageUpdateSchema, type CmsPageTag } from "@shop/shared"
import { answerEditorial } from "./answers"
import { cmsCall } from "./cms-client"
import { readCmsPage, saveCmsPage } from "./cms-pages"
import { requestStorefrontRebuild } from "./rebuild"

/**
 * The CMS pages' half of `/api/guide/{tag}` (one route file per path: plugins/contact-messages' route hands these
 * tags over). Each tag has its section-6 grant: 401 anonymous, 403 'Accès refusé!' without it.
 */
async function allowed(req: MedusaRequest, res: MedusaResponse, tag: CmsPageTag): Promise<boolean> {
  const access = await checkStaffAccess(req, [CMS_PAGE_TAGS[tag]])
  if (access.allowed) return true
  sendError(res, access.status, access.status === 401 ? EDGE_MESSAGES.staffLoginRequired : EDGE_MESSAGES.accessDenied)
  return false
}

export async function getCmsPageGuide(req: MedusaRequest, res: MedusaResponse, tag: CmsPageTag): Promise<void> {
  if (!(await allowed(req, res, tag))) return
  await answerEditorial(req, res, async () => {
    res.status(200).json(await readCmsPage(cmsCall(), tag))
  })
}

export async function putCmsPageGuide(req: MedusaRequest, res: MedusaResponse, tag: CmsPageTag): Promise<void> {
  if (!(await allowed(req, res, tag))) return
  const parsed = cmsPageUpdateSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  await answerEditorial(req, res, async () => {
    const { page, pages } = await saveCmsPage(cmsCall(), tag, parsed.data)
    await requestStorefrontRebuild(pages, req.scope.resolve("logger"))
    res.status(200).json(page)
  })
}
