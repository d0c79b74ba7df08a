import { LANDING_TEXTS, type ApiLanding, type ApiLandingMedia, type LandingBlock, type LandingContent, type LandingUpdateInput } from "@shop/shared"
import { EditorialRefusal } from "./articles"
import { CmsRefusedError, type CmsCall } from "./cms-client"
import { mediaExist } from "./media"

/** Where readers see the homepage. */
export const LANDING_PATH = "/"

type Raw = Record<string, unknown>
type StrapiHomepage = { title: string | null; seoDescription: string | null; sections?: Raw[]; publishedAt: string | null; updatedAt: string }
type StrapiMedia = { id: number; url: string; name: string; alternativeText: string | null }

const isRecord = (value: unknown): value is Raw => typeof value === "object" && value !== null && !Array.isArray(value)
const isMedia = (value: unknown): value is StrapiMedia => isRecord(value) && typeof value.id === "number" && typeof value.url === "string"

/**
 * Strapi's populated block → the editor's shape: component ids dropped (a save writes the blocks anew), every
 * picture replaced by its media id and collected once for the preview. What Strapi's own admin wrote is kept as is
 * (not filtered by our schema), so a save never drops a field the editor did not touch; the schema judges the save.
 */
function toEditorShape(value: unknown, media: Map<number, ApiLandingMedia>): unknown {
  if (Array.isArray(value)) return value.map((item) => toEditorShape(item, media))
  if (isMedia(value)) {
    media.set(value.id, { id: value.id, url: value.url, name: value.name ?? "", alt: value.alternativeText ?? null })
    return value.id
  }
  if (!isRecord(value)) return value
  const out: Raw = {}
  for (const [key, inner] of Object.entries(value)) if (key !== "id") out[key] = toEditorShape(inner, media)
  return out
}

async function version(cms: CmsCall, status: "draft" | "published"): Promise<StrapiHomepage | null> {
  // With no populate the CMS answers every block fully populated (cms/src/api/homepage/controllers/homepage.ts).
  const body = (await cms("GET", "homepage", { status })) as { data?: StrapiHomepage } | null
  return body?.data ?? null
}

/** `GET /api/guide/landing`: the homepage's draft (what the editor works on), its status and the pictures it uses. */
export async function readLanding(cms: CmsCall): Promise<ApiLanding> {
  const [draft, published] = await Promise.all([version(cms, "draft"), version(cms, "published")])
  const media = new Map<number, ApiLandingMedia>()
  const sections = (draft?.sections ?? []).map((block) => toEditorShape(block, media)) as LandingBlock[]
  const content: LandingContent = { title: draft?.title ?? "", seoDescription: draft?.seoDescription ?? null, sections }
  return {
    tag: "landing",
    content,
    media: [...media.values()],
    status: !published ? "draft" : draft && Date.parse(draft.updatedAt) > Date.parse(published.updatedAt) ? "modified" : "published",
    publishedAt: published?.publishedAt ?? null,
    updatedAt: draft?.updatedAt ?? null,
    path: LANDING_PATH,
  }
}

/** Every media id the blocks name (image variants and item pictures). */
function mediaIds(sections: LandingBlock[]): number[] {
  const ids = new Set<number>()
  for (const block of sections) {
    if ("image" in block && block.image) for (const id of [block.image.small, block.image.medium, block.image.large]) if (id) ids.add(id)
    if (block.__component === "blocks.best-sellers" || block.__component === "blocks.category") for (const item of block.items) if (item.image) ids.add(item.image)
  }
  return [...ids]
}

/** Pictures are references to the media library (uploaded by `POST /api/images/`): each must exist, or nothing is written. */
async function ensureMediaExist(cms: CmsCall, ids: number[]): Promise<void> {
  if (!(await mediaExist(cms, ids))) throw new EditorialRefusal(400, LANDING_TEXTS.mediaId)
}

/** `PUT /api/guide/landing`: the homepage saved as a draft, or published when `publish` (then `/` is rebuilt). */
export async function saveLanding(cms: CmsCall, input: LandingUpdateInput): Promise<{ landing: ApiLanding; pages: string[] }> {
  const { title, seoDescription, sections } = input.content
  await ensureMediaExist(cms, mediaIds(sections))
  try {
    await cms("PUT", "homepage", { status: input.publish ? "published" : "draft" }, { data: { title, seoDescription, sections } })
  } catch (error) {
    if (error instanceof CmsRefusedError && error.status === 400) throw new EditorialRefusal(400, LANDING_TEXTS.invalidRequest)
    throw error
  }
  return { landing: await readLanding(cms), pages: input.publish ? [LANDING_PATH] : [] }
}
