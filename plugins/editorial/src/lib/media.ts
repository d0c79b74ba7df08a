import type { CmsCall } from "./cms-client"

/** Whether every one of these ids is a file of the CMS's media library (pictures are references, never copied). */
export async function mediaExist(cms: CmsCall, ids: number[]): Promise<boolean> {
  if (!ids.length) return true
  const found = (await cms("GET", "upload/files", { filters: { id: { $in: ids } } })) as { id: number }[] | null
  const known = new Set((found ?? []).map((file) => file.id))
  return ids.every((id) => known.has(id))
}

/** The fields of a media-library file Strapi's blocks validator requires in an image block (and its editor writes). */
const BLOCK_MEDIA_FIELDS = [
  "name",
  "url",
  "caption",
  "width",
  "height",
  "formats",
  "hash",
  "ext",
  "mime",
  "size",
  "previewUrl",
  "provider",
  "provider_metadata",
  "createdAt",
  "updatedAt",
] as const

type Raw = Record<string, unknown>

/**
 * The image blocks as Strapi stores them: each picture, named by its address, must be a file of the media library
 * (or nothing is written: `refusal`), and is written with the library's own record of it (Strapi requires the whole
 * media object) and the alternative text the editor gave.
 */
export async function withLibraryMedia<B extends { type: string }>(cms: CmsCall, blocks: B[], refusal: () => Error): Promise<B[]> {
  const urls = [...new Set(blocks.flatMap((block) => (block.type === "image" ? [String((block as unknown as { image: { url: string } }).image.url)] : [])))]
  if (!urls.length) return blocks
  const found = (await cms("GET", "upload/files", { filters: { url: { $in: urls } } })) as Raw[] | null
  const byUrl = new Map((found ?? []).map((file) => [file.url as string, file]))
  if (urls.some((url) => !byUrl.has(url))) throw refusal()
  return blocks.map((block) => {
    if (block.type !== "image") return block
    const image = (block as unknown as { image: { url: string; alternativeText: string } }).image
    const file = byUrl.get(image.url)!
    const media: Raw = Object.fromEntries(BLOCK_MEDIA_FIELDS.map((key) => [key, file[key] ?? null]))
    return { ...block, image: { ...media, alternativeText: image.alternativeText } }
  })
}
