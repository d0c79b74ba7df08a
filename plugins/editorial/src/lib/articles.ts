import { randomBytes } from "node:crypto"
import {
  ARTICLE_PAGE_SIZE,
  articleCategoryChoiceSchema,
  EDITORIAL_TEXTS,
  readRichText,
  RICH_TEXT_TEXTS,
  type ApiArticle,
  type ApiArticleImage,
  type ApiArticleCategory,
  type ApiArticleList,
  type ApiArticleSummary,
  type ArticleListQuery,
  type ApiStaffArticle,
  type ArticleUpdateInput,
  type RichTextBlock,
} from "@shop/shared"
import { CmsRefusedError, type CmsCall } from "./cms-client"
import { mediaExist, withLibraryMedia } from "./media"

/** An editorial refusal the route answers as it is (French text, 4xx). */
export class EditorialRefusal extends Error {
  constructor(readonly status: 400 | 404 | 409, message: string, readonly fields?: Record<string, string>) {
    super(message)
  }
}

type StrapiCategory = { documentId: string; slug: string; name: string }
type StrapiMedia = { id: number; url: string; alternativeText: string | null; width: number | null; height: number | null }
type StrapiArticle = {
  documentId: string
  slug: string
  title: string | null
  author: string | null
  excerpt: string | null
  visible: boolean | null
  content: unknown
  category?: StrapiCategory | null
  image?: StrapiMedia | null
  publishedAt: string | null
  updatedAt: string
}
type StrapiList<T> = { data: T[]; meta?: { pagination?: { total?: number } } }

const FIELDS = ["slug", "title", "author", "excerpt", "visible", "publishedAt", "updatedAt"]
const POPULATE = { category: { fields: ["slug", "name"] }, image: { fields: ["url", "alternativeText", "width", "height"] } }

/** The picture as the CMS stores it: its url is `/uploads/…` for Strapi's local provider (proxied by the shop's origin). */
function imageOf(media: StrapiMedia | null | undefined): ApiArticleImage | null {
  if (!media || typeof media.id !== "number" || typeof media.url !== "string") return null
  return { id: media.id, url: media.url, alt: media.alternativeText || null, width: media.width ?? null, height: media.height ?? null }
}

/** What Strapi stores, read back through the same sanitiser (content written in Strapi's admin included). */
const blocksOf = (content: unknown): RichTextBlock[] => readRichText(content)

type Status = ApiArticle["status"]

function statusOf(draft: StrapiArticle, published: StrapiArticle | undefined): Status {
  if (!published) return "draft"
  return Date.parse(draft.updatedAt) > Date.parse(published.updatedAt) ? "modified" : "published"
}

function summary(article: StrapiArticle, status: Status, publishedAt: string | null): ApiArticleSummary {
  return {
    id: article.documentId,
    slug: article.slug,
    title: article.title ?? "",
    author: article.author ?? null,
    excerpt: article.excerpt ?? null,
    category: article.category ? { slug: article.category.slug, name: article.category.name } : null,
    visible: Boolean(article.visible),
    image: imageOf(article.image),
    status,
    publishedAt,
    updatedAt: article.updatedAt,
  }
}

/** The published versions of these documents, by documentId. */
async function publishedVersions(cms: CmsCall, ids: string[]): Promise<Map<string, StrapiArticle>> {
  if (!ids.length) return new Map()
  const body = (await cms("GET", "articles", {
    status: "published",
    filters: { documentId: { $in: ids } },
    fields: ["updatedAt", "publishedAt"],
    pagination: { pageSize: ids.length },
  })) as StrapiList<StrapiArticle> | null
  return new Map((body?.data ?? []).map((a) => [a.documentId, a]))
}

/**
 * `GET /api/article`: readers get visible, published articles (newest first); `mode=all` (staff, grant `blog`) lists
 * every draft version too, last changed first. `q` searches title and excerpt, `category` keeps any of the slugs.
 */
export async function listArticles(cms: CmsCall, query: ArticleListQuery): Promise<ApiArticleList> {
  const staff = query.mode === "all"
  const and: unknown[] = []
  if (!staff) and.push({ visible: { $eq: true } })
  if (query.q) and.push({ $or: [{ title: { $containsi: query.q } }, { excerpt: { $containsi: query.q } }] })
  if (query.category?.length) and.push({ category: { slug: { $in: query.category } } })
  const body = (await cms("GET", "articles", {
    status: staff ? "draft" : "published",
    filters: and.length ? { $and: and } : undefined,
    fields: FIELDS,
    populate: POPULATE,
    sort: [staff ? "updatedAt:desc" : "publishedAt:desc"],
    pagination: { page: query.page, pageSize: ARTICLE_PAGE_SIZE },
  })) as StrapiList<StrapiArticle> | null
  const rows = body?.data ?? []
  const published = staff ? await publishedVersions(cms, rows.map((a) => a.documentId)) : null
  return {
    articles: rows.map((a) => {
      if (!published) return summary(a, "published", a.publishedAt)
      const version = published.get(a.documentId)
      return summary(a, statusOf(a, version), version?.publishedAt ?? null)
    }),
    page: query.page,
    pageSize: ARTICLE_PAGE_SIZE,
    total: body?.meta?.pagination?.total ?? rows.length,
  }
}

/** `GET /api/article/{slug}`: a visible, published article as readers see it, or null. */
export async function readPublishedArticle(cms: CmsCall, slug: string): Promise<ApiArticle | null> {
  const body = (await cms("GET", "articles", {
    status: "published",
    filters: { slug: { $eq: slug }, visible: { $eq: true } },
    populate: POPULATE,
    pagination: { pageSize: 1 },
  })) as StrapiList<StrapiArticle> | null
  const article = body?.data?.[0]
  return article ? { ...summary(article, "published", article.publishedAt), content: blocksOf(article.content) } : null
}

/** `GET /api/articles/{id}`: the draft version (what the editor works on) with its publication status, or null. */
export async function readArticleForStaff(cms: CmsCall, id: string): Promise<ApiArticle | null> {
  const draft = (await cms("GET", `articles/${id}`, { status: "draft", populate: POPULATE })) as { data: StrapiArticle } | null
  if (!draft?.data) return null
  const published = (await publishedVersions(cms, [id])).get(id)
  return { ...summary(draft.data, statusOf(draft.data, published), published?.publishedAt ?? null), content: blocksOf(draft.data.content) }
}

/** `POST /api/article/`: an invisible draft with an empty title (spec section 5), under a provisional address. */
export async function createDraftArticle(cms: CmsCall): Promise<ApiArticle> {
  const slug = `brouillon-${randomBytes(4).toString("hex")}`
  const created = (await cms("POST", "articles", { status: "draft" }, { data: { title: "", slug, visible: false, content: [] } })) as {
    data: StrapiArticle
  }
  return (await readArticleForStaff(cms, created.data.documentId))!
}

/**
 * The blog's categories as the CMS has them, by name (Strapi is the source of truth: one added in its admin is
 * listed at once). The documentId stays here: it is what an article's relation is written with.
 */
async function cmsCategories(cms: CmsCall): Promise<StrapiCategory[]> {
  const body = (await cms("GET", "article-categories", { fields: ["slug", "name"], pagination: { pageSize: 100 } })) as StrapiList<StrapiCategory> | null
  // sorted here, in French: the database's order puts « Économies » after « Home »
  return (body?.data ?? []).sort((a, b) => a.name.localeCompare(b.name, "fr"))
}

/** The editor's read: the article and the categories to choose from (`ApiStaffArticle`). */
export async function withCategories(cms: CmsCall, article: ApiArticle): Promise<ApiStaffArticle> {
  const categories: ApiArticleCategory[] = (await cmsCategories(cms)).map(({ slug, name }) => ({ slug, name }))
  return { ...article, categories }
}

/** A slug the CMS's list has (the shared schema's check), as the documentId the relation is written with. */
async function categoryDocumentId(cms: CmsCall, slug: string): Promise<string> {
  const categories = await cmsCategories(cms)
  const choice = articleCategoryChoiceSchema(categories.map((c) => c.slug)).safeParse(slug)
  if (!choice.success) throw new EditorialRefusal(400, EDITORIAL_TEXTS.category, { category: EDITORIAL_TEXTS.category })
  return categories.find((c) => c.slug === choice.data)!.documentId
}

async function ensureSlugFree(cms: CmsCall, slug: string, id: string): Promise<void> {
  const body = (await cms("GET", "articles", { status: "draft", filters: { slug: { $eq: slug } }, fields: ["slug"] })) as StrapiList<StrapiArticle> | null
  if ((body?.data ?? []).some((a) => a.documentId !== id)) throw new EditorialRefusal(409, EDITORIAL_TEXTS.slugTaken)
}

/**
 * `PUT /api/article/{id}`: the fields sent are saved on the draft; `publish: true` saves and publishes in one Strapi
 * call (`status=published`). Checked before anything is written: the article exists, the category exists, the
 * address is free, its picture and those in its text are files of the media library, a published article has a
 * title. Answers the article and whether readers' pages changed.
 */
export async function updateArticle(cms: CmsCall, id: string, input: ArticleUpdateInput): Promise<{ article: ApiArticle; pages: string[] }> {
  const current = await readArticleForStaff(cms, id)
  if (!current) throw new EditorialRefusal(404, EDITORIAL_TEXTS.articleNotFound)
  const title = input.title ?? current.title
  if (input.publish && !title) throw new EditorialRefusal(400, EDITORIAL_TEXTS.titleToPublish)
  if (input.slug && input.slug !== current.slug) await ensureSlugFree(cms, input.slug, id)
  if (input.image && !(await mediaExist(cms, [input.image]))) throw new EditorialRefusal(400, EDITORIAL_TEXTS.image)
  const data: Record<string, unknown> = {}
  for (const key of ["title", "slug", "author", "excerpt", "visible", "image"] as const) if (input[key] !== undefined) data[key] = input[key]
  if (input.content !== undefined) data.content = await withLibraryMedia(cms, input.content, () => new EditorialRefusal(400, RICH_TEXT_TEXTS.imageUrl))
  if (input.category !== undefined) data.category = { set: input.category === null ? [] : [await categoryDocumentId(cms, input.category)] }
  try {
    await cms("PUT", `articles/${id}`, { status: input.publish ? "published" : "draft" }, { data })
  } catch (error) {
    if (error instanceof CmsRefusedError && error.status === 400) throw new EditorialRefusal(400, EDITORIAL_TEXTS.invalidRequest)
    throw error
  }
  const article = (await readArticleForStaff(cms, id))!
  const pages = input.publish ? ["/blog/", `/blog/${article.slug}/`, ...(current.slug !== article.slug ? [`/blog/${current.slug}/`] : [])] : []
  return { article, pages }
}

/** `DELETE /api/article/{id}`: the document, draft and published versions; its page leaves the site at the next build. */
export async function deleteArticle(cms: CmsCall, id: string): Promise<{ pages: string[] }> {
  const current = await readArticleForStaff(cms, id)
  if (!current) throw new EditorialRefusal(404, EDITORIAL_TEXTS.articleNotFound)
  await cms("DELETE", `articles/${id}`)
  return { pages: current.status === "draft" ? [] : ["/blog/", `/blog/${current.slug}/`] }
}
