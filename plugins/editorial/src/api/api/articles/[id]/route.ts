import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendError, sendValidationError } from "@shop/server-kit"
import { documentIdSchema, EDITORIAL_TEXTS } from "@shop/shared"
import { answerEditorial } from "../../../../lib/answers"
import { readArticleForStaff, withCategories } from "../../../../lib/articles"
import { cmsCall } from "../../../../lib/cms-client"

/** GET /api/articles/{id} (grant `blog`): the article's draft with its publication status, and the CMS's categories. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const id = documentIdSchema.safeParse(req.params.id)
  if (!id.success) return sendValidationError(res, id.error)
  await answerEditorial(req, res, async () => {
    const article = await readArticleForStaff(cmsCall(), id.data)
    if (!article) return sendError(res, 404, EDITORIAL_TEXTS.articleNotFound)
    res.status(200).json(await withCategories(cmsCall(), article))
  })
}
