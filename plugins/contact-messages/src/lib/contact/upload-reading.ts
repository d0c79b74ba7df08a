import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TEXTS } from "@shop/shared"
import { checkUpload, type CheckedUpload } from "./files"
import { MultipartError, readMultipart } from "@shop/server-kit"

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
 * one) and checks the file (≤ 5 MB, PDF/JPEG/PNG/WebP by magic bytes). Stores NOTHING: the caller validates the
 * rest and counts the request first, then a workflow stores it. Answers 400/413 itself and returns null; else the
 * text fields and the checked file.
 */
export async function readUploadBody(
  req: MedusaRequest,
  res: MedusaResponse,
  fileRequired: boolean
): Promise<{ fields: Record<string, string>; upload: CheckedUpload | undefined } | null> {
  const announced = Number(req.headers["content-length"])
  if (Number.isFinite(announced) && announced > LARGEST_BODY) {
    res.setHeader("Connection", "close")
    return refuse(req, res, 413, ATTACHMENT_TEXTS.tooLarge)
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
    return { fields: body.fields, upload: undefined }
  }
  const check = checkUpload(body.file)
  if (!check.ok) return refuse(req, res, check.status, check.message)
  const upload: CheckedUpload = { content: body.file.bytes.toString("base64"), type: check.type, name: check.name, size: body.file.bytes.length }
  return { fields: body.fields, upload }
}
