import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { EDGE_MESSAGES, MultipartError, readMultipart, sendError, staffGrantsOf, staffUserIdOf } from "@shop/server-kit"
import { cleanImageName, IMAGE_MAX_BYTES, IMAGE_TEXTS, IMAGE_UPLOAD_GRANTS, imageSizeError, sniffImageType, type ApiImage, type ImageMime } from "@shop/shared"
import { CmsRefusedError, CmsUnavailableError, cmsSettings, type CmsSettings } from "./cms-client"

/** Bodies announced beyond this are refused before reading (the image may be 5 MB; fields and framing are small). */
const LARGEST_BODY = IMAGE_MAX_BYTES + 64 * 1024

/** Staff holding any editorial grant (legal, home, blog, faq): 401 nobody, 403 'Accès refusé!' otherwise. */
export async function imageUploaderAllowed(req: MedusaRequest, res: MedusaResponse): Promise<boolean> {
  const userId = staffUserIdOf(req)
  const grants = userId ? await staffGrantsOf(req.scope, userId) : null
  if (!grants) {
    sendError(res, 401, EDGE_MESSAGES.staffLoginRequired)
    return false
  }
  if (grants.some((grant) => (IMAGE_UPLOAD_GRANTS as readonly string[]).includes(grant))) return true
  sendError(res, 403, EDGE_MESSAGES.accessDenied)
  return false
}

export type CheckedImage = { bytes: Buffer; mime: ImageMime; name: string; alt: string | null }

function refuse(req: MedusaRequest, res: MedusaResponse, status: number, message: string): null {
  // The rest of the body is read and dropped, so the client gets this answer rather than a reset connection.
  req.resume()
  sendError(res, status, message)
  return null
}

/** Reads the multipart body and checks the image (≤ 5 MB, JPEG/PNG/WebP/AVIF by its bytes); answers 400/413 itself. */
export async function readImageUpload(req: MedusaRequest, res: MedusaResponse): Promise<CheckedImage | null> {
  const announced = Number(req.headers["content-length"])
  if (Number.isFinite(announced) && announced > LARGEST_BODY) {
    res.setHeader("Connection", "close")
    return refuse(req, res, 413, IMAGE_TEXTS.tooLarge)
  }
  let body
  try {
    body = await readMultipart(req, IMAGE_MAX_BYTES)
  } catch (error) {
    if (error instanceof MultipartError) return refuse(req, res, 400, IMAGE_TEXTS.missing)
    throw error
  }
  if (!body.file) return refuse(req, res, 400, IMAGE_TEXTS.missing)
  if (body.file.tooLarge) return refuse(req, res, 413, IMAGE_TEXTS.tooLarge)
  const sizeError = imageSizeError(body.file.bytes.length)
  if (sizeError) return refuse(req, res, 400, sizeError)
  const mime = sniffImageType(body.file.bytes)
  if (!mime) return refuse(req, res, 400, IMAGE_TEXTS.wrongType)
  const alt = (body.fields.alt ?? "").trim()
  if (alt.length > 200) return refuse(req, res, 400, IMAGE_TEXTS.alt)
  return { bytes: body.file.bytes, mime, name: cleanImageName(body.file.name, mime), alt: alt || null }
}

type StrapiFile = { id: number; url: string; name: string; mime: string; size: number; width?: number | null; height?: number | null }

/**
 * Stores the image in Strapi's media library (`POST /api/upload` with the editor token): the CMS content references
 * its media by id, Strapi makes the web sizes, and the storefront build downloads them like every CMS picture.
 */
export async function uploadImageToCms(image: CheckedImage, settings: CmsSettings = cmsSettings(), fetchImpl: typeof fetch = fetch): Promise<ApiImage> {
  if (!settings.token) throw new CmsUnavailableError("CMS_EDITOR_TOKEN is not set")
  const form = new FormData()
  form.append("files", new Blob([image.bytes], { type: image.mime }), image.name)
  form.append("fileInfo", JSON.stringify({ name: image.name, alternativeText: image.alt }))
  let response: Response
  try {
    response = await fetchImpl(`${settings.url}/api/upload`, {
      method: "POST",
      headers: { Accept: "application/json", Authorization: `Bearer ${settings.token}` },
      body: form,
      signal: AbortSignal.timeout(60_000),
    })
  } catch (error) {
    throw new CmsUnavailableError(`the CMS did not answer the upload: ${(error as Error).message}`)
  }
  const payload = await response.json().catch(() => null)
  if (response.status >= 400 && response.status < 500) throw new CmsRefusedError(response.status, payload)
  const file = Array.isArray(payload) ? (payload[0] as StrapiFile | undefined) : undefined
  if (!response.ok || !file) throw new CmsUnavailableError(`the CMS answered ${response.status} to the upload`)
  return {
    id: file.id,
    // As the CMS stores it (and as the rich text's image blocks name it): `/uploads/…` with Strapi's local provider,
    // which the shop's origin serves (storefront server and nginx proxy it to the CMS), so the screens can show it.
    url: file.url,
    name: file.name,
    mime: image.mime,
    size: image.bytes.length,
    width: file.width ?? null,
    height: file.height ?? null,
  }
}
