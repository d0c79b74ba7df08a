import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { checkStaffAccess, EDGE_MESSAGES, sendError, sendValidationError } from "@shop/server-kit"
import { articleListQuerySchema } from "@shop/shared"
import { answerEditorial } from "../../../lib/answers"
import { createDraftArticle, listArticles, withCategories } from "../../../lib/articles"
import { cmsCall } from "../../../lib/cms-client"

/** GET /api/article?page=&mode=&q=&category=: published visible articles; `mode=all` drafts too (grant `blog`). */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = articleListQuerySchema.safeParse(req.query ?? {})
  if (!parsed.success) return sendValidationError(res, parsed.error)
  if (parsed.data.mode === "all") {
    const access = await checkStaffAccess(req, ["blog"])
    if (!access.allowed) return sendError(res, access.status, access.status === 401 ? EDGE_MESSAGES.staffLoginRequired : EDGE_MESSAGES.accessDenied)
  }
  await answerEditorial(req, res, async () => {
    res.status(200).json(await listArticles(cmsCall(), parsed.data))
  })
}

/** POST /api/article/: a new invisible draft with an empty title (grant `blog`); 201 with it and the categories. */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  await answerEditorial(req, res, async () => {
    const cms = cmsCall()
    res.status(201).json(await withCategories(cms, await createDraftArticle(cms)))
  })
}
