import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendError, sendValidationError } from "@shop/server-kit"
import { articleSlugSchema, articleUpdateSchema, documentIdSchema, EDITORIAL_TEXTS } from "@shop/shared"
import { answerEditorial } from "../../../../lib/answers"
import { deleteArticle, readPublishedArticle, updateArticle, withCategories } from "../../../../lib/articles"
import { cmsCall } from "../../../../lib/cms-client"
import { requestStorefrontRebuild } from "../../../../lib/rebuild"

/** GET /api/article/{slug} (public): a visible, published article; 404 otherwise (drafts included). */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const slug = articleSlugSchema.safeParse(req.params.id)
  if (!slug.success) return sendError(res, 404, EDITORIAL_TEXTS.articleNotFound)
  await answerEditorial(req, res, async () => {
    const article = await readPublishedArticle(cmsCall(), slug.data)
    if (!article) return sendError(res, 404, EDITORIAL_TEXTS.articleNotFound)
    res.status(200).json(article)
  })
}

/**
 * PUT /api/article/{id} (grant `blog`): the fields sent saved on the draft, published with `publish: true`; a category
 * the CMS does not list is refused (400 French, nothing written). Answers the editor's read (article + categories).
 */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const id = documentIdSchema.safeParse(req.params.id)
  if (!id.success) return sendValidationError(res, id.error)
  const parsed = articleUpdateSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  await answerEditorial(req, res, async () => {
    const cms = cmsCall()
    const { article, pages } = await updateArticle(cms, id.data, parsed.data)
    await requestStorefrontRebuild(pages, req.scope.resolve("logger"))
    res.status(200).json(await withCategories(cms, article))
  })
}

/** DELETE /api/article/{id} (grant `blog`): the article, draft and published. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const id = documentIdSchema.safeParse(req.params.id)
  if (!id.success) return sendValidationError(res, id.error)
  await answerEditorial(req, res, async () => {
    const { pages } = await deleteArticle(cmsCall(), id.data)
    await requestStorefrontRebuild(pages, req.scope.resolve("logger"))
    res.status(200).json({ id: id.data, deleted: true })
  })
}
