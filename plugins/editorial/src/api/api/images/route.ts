import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { answerEditorial } from "../../../lib/answers"
import { imageUploaderAllowed, readImageUpload, uploadImageToCms } from "../../../lib/images"

/**
 * POST /api/images/ (spec 7 "Files", multipart `file`, optional `alt`): a picture for the editorial screens, staff
 * holding any of `legal`, `home`, `blog`, `faq`. ≤ 5 MB (413), JPEG/PNG/WebP/AVIF judged by the bytes (400), then
 * stored in the CMS's media library: 201 `{ id, url, name, mime, size, width, height }`. A CMS down: 502.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  if (!(await imageUploaderAllowed(req, res))) {
    req.resume()
    return
  }
  const image = await readImageUpload(req, res)
  if (!image) return
  await answerEditorial(req, res, async () => {
    res.status(201).json(await uploadImageToCms(image))
  })
}
