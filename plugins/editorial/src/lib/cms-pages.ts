import { CMS_PAGE_TAGS, EDITORIAL_TEXTS, readRichText, RICH_TEXT_TEXTS, type ApiCmsPage, type CmsPageTag, type CmsPageUpdateInput } from "@shop/shared"
import { withLibraryMedia } from "./media"
import { EditorialRefusal } from "./articles"
import type { CmsCall } from "./cms-client"

/** Where each CMS page is read on the shop (spec 2.1: /about, /about/cgv, /about/cookie, /about/legal, /about/privacy). */
export const CMS_PAGE_PATHS: Record<CmsPageTag, string> = {
  about: "/about/",
  legal: "/about/legal/",
  cgv: "/about/cgv/",
  cookie: "/about/cookie/",
  privacy: "/about/privacy/",
}

type StrapiPage = { documentId: string; slug: string; title: string | null; seoDescription: string | null; content: unknown; publishedAt: string | null; updatedAt: string }
type StrapiList<T> = { data: T[] }

async function version(cms: CmsCall, tag: CmsPageTag, status: "draft" | "published"): Promise<StrapiPage | undefined> {
  const body = (await cms("GET", "pages", { status, filters: { slug: { $eq: tag } }, pagination: { pageSize: 1 } })) as StrapiList<StrapiPage> | null
  return body?.data?.[0]
}

/** `GET /api/guide/{tag}` of a CMS page: its draft (what the editor works on) and whether it is published. */
export async function readCmsPage(cms: CmsCall, tag: CmsPageTag): Promise<ApiCmsPage> {
  const [draft, published] = await Promise.all([version(cms, tag, "draft"), version(cms, tag, "published")])
  return {
    tag,
    content: { title: draft?.title ?? "", seoDescription: draft?.seoDescription ?? null, blocks: readRichText(draft?.content) },
    status: !published ? "draft" : draft && Date.parse(draft.updatedAt) > Date.parse(published.updatedAt) ? "modified" : "published",
    publishedAt: published?.publishedAt ?? null,
    updatedAt: draft?.updatedAt ?? null,
    path: CMS_PAGE_PATHS[tag],
  }
}

/** `PUT /api/guide/{tag}`: the page saved as a draft, or published when `publish` (created if the CMS lacks it). */
export async function saveCmsPage(cms: CmsCall, tag: CmsPageTag, input: CmsPageUpdateInput): Promise<{ page: ApiCmsPage; pages: string[] }> {
  if (!(tag in CMS_PAGE_TAGS)) throw new EditorialRefusal(404, EDITORIAL_TEXTS.guideNotFound)
  const content = await withLibraryMedia(cms, input.content.blocks, () => new EditorialRefusal(400, RICH_TEXT_TEXTS.imageUrl))
  const data = { title: input.content.title, seoDescription: input.content.seoDescription ?? null, content }
  const status = input.publish ? "published" : "draft"
  const existing = await version(cms, tag, "draft")
  if (existing) await cms("PUT", `pages/${existing.documentId}`, { status }, { data })
  else await cms("POST", "pages", { status }, { data: { ...data, slug: tag } })
  return { page: await readCmsPage(cms, tag), pages: input.publish ? [CMS_PAGE_PATHS[tag]] : [] }
}
