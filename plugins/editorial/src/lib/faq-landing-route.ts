import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { checkStaffAccess, EDGE_MESSAGES, sendError, sendValidationError } from "@shop/server-kit"
import { EDITORIAL_GUIDE_TAGS, faqUpdateSchema, landingUpdateSchema, type EditorialGuideTag } from "@shop/shared"
import { answerEditorial } from "./answers"
import { cmsCall } from "./cms-client"
import { readFaq, saveFaq } from "./faq"
import { readLanding, saveLanding } from "./landing"
import { requestStorefrontRebuild } from "./rebuild"

/**
 * The F.A.Q. (`faq`, grant `faq`) and homepage (`landing`, grant `home`) halves of `/api/guide/{tag}`, handed over
 * by plugins/contact-messages' route like the CMS pages: 401 anonymous, 403 'Accès refusé!' without the grant, 400
 * with the shared schema's French text (nothing written), 502 when the CMS fails.
 */
async function allowed(req: MedusaRequest, res: MedusaResponse, tag: EditorialGuideTag): Promise<boolean> {
  const access = await checkStaffAccess(req, [EDITORIAL_GUIDE_TAGS[tag]])
  if (access.allowed) return true
  sendError(res, access.status, access.status === 401 ? EDGE_MESSAGES.staffLoginRequired : EDGE_MESSAGES.accessDenied)
  return false
}

export async function getEditorialGuide(req: MedusaRequest, res: MedusaResponse, tag: EditorialGuideTag): Promise<void> {
  if (!(await allowed(req, res, tag))) return
  await answerEditorial(req, res, async () => {
    res.status(200).json(tag === "faq" ? await readFaq(cmsCall()) : await readLanding(cmsCall()))
  })
}

/** Saves through `work`, asks for the rebuild of the pages readers see changed, answers the new content. */
async function save(req: MedusaRequest, res: MedusaResponse, work: () => Promise<{ answer: unknown; pages: string[] }>): Promise<void> {
  await answerEditorial(req, res, async () => {
    const { answer, pages } = await work()
    await requestStorefrontRebuild(pages, req.scope.resolve("logger"))
    res.status(200).json(answer)
  })
}

export async function putEditorialGuide(req: MedusaRequest, res: MedusaResponse, tag: EditorialGuideTag): Promise<void> {
  if (!(await allowed(req, res, tag))) return
  if (tag === "faq") {
    const parsed = faqUpdateSchema.safeParse(req.body)
    if (!parsed.success) return sendValidationError(res, parsed.error)
    return save(req, res, async () => {
      const { faq, pages } = await saveFaq(cmsCall(), parsed.data)
      return { answer: faq, pages }
    })
  }
  const parsed = landingUpdateSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  return save(req, res, async () => {
    const { landing, pages } = await saveLanding(cmsCall(), parsed.data)
    return { answer: landing, pages }
  })
}
