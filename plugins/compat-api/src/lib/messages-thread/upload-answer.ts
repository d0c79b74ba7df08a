import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TEXTS, type ApiAttachment } from "@shop/shared"
import { checkUpload, storeUpload } from "./files"
import { FILE_UPLOAD_LIMIT } from "./limit"
import { withinLimit } from "./limit-answer"
import { MultipartError, readMultipart } from "./multipart"

/** Bodies announced beyond this are refused before reading (the file may be 5 MB; fields and framing are small). */
const LARGEST_BODY = ATTACHMENT_MAX_BYTES + 256 * 1024

function refuse(req: MedusaRequest, res: MedusaResponse, status: number, message: string): null {
  // The rest of the body is read and dropped, so the client gets this answer rather than a reset connection.
  req.resume()
  res.status(status).json({ message })
  return null
}

/**
 * Reads a multipart body with an optional `file` part (POST /api/files needs one; PUT /api/me/messages may carry
 * one): counted by the per-IP upload limit when it has a file, checked (≤ 5 MB, PDF/JPEG/PNG/WebP by magic bytes)
 * and stored privately. Answers 400/413/429 itself and returns null; else the text fields and the stored file.
 */
export async function receiveUpload(
  req: MedusaRequest,
  res: MedusaResponse,
  fileRequired: boolean
): Promise<{ fields: Record<string, string>; attachment: ApiAttachment | undefined } | null> {
  const announced = Number(req.headers["content-length"])
  if (Number.isFinite(announced) && announced > LARGEST_BODY) {
    res.setHeader("Connection", "close")
    return refuse(req, res, 413, ATTACHMENT_TEXTS.tooLarge)
  }
  if (fileRequired && !(await withinLimit(req, res, "files", FILE_UPLOAD_LIMIT, "", ATTACHMENT_TEXTS.tooManyUploads))) {
    req.resume()
    return null
  }
  let body
  try {
    body = await readMultipart(req, ATTACHMENT_MAX_BYTES)
  } catch (error) {
    if (error instanceof MultipartError) return refuse(req, res, 400, ATTACHMENT_TEXTS.missing)
    throw error
  }
  if (!body.file) {
    if (fileRequired) return refuse(req, res, 400, ATTACHMENT_TEXTS.missing)
    return { fields: body.fields, attachment: undefined }
  }
  if (!fileRequired && !(await withinLimit(req, res, "files", FILE_UPLOAD_LIMIT, "", ATTACHMENT_TEXTS.tooManyUploads))) return null
  const check = checkUpload(body.file)
  if (!check.ok) return refuse(req, res, check.status, check.message)
  const attachment = await storeUpload(req.scope, body.file.bytes, check.type, check.name)
  return { fields: body.fields, attachment }
}
