import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ATTACHMENT_TEXTS, type ApiAttachment } from "@shop/shared"
import { FILE_UPLOAD_LIMIT } from "../../../lib/contact/limit"
import { withinLimit } from "../../../lib/contact/limit-answer"
import { readUploadBody } from "../../../lib/contact/upload-reading"
import { customerUploadsFileWorkflow } from "../../../workflows/contact-messages/workflows/customer-uploads-file"

/**
 * POST /api/files (multipart, field `file`): an attachment for a contact message, uploaded before the message.
 * 20 per IP per hour (429, counted before the body is read), ≤ 5 MB (413), PDF/JPEG/PNG/WebP by magic bytes (400).
 * Stored privately; 201 `{ id, name, size, type }` — the id is attached once by POST /api/messages or
 * PUT /api/messages/{id} (`file`); never attached within a day, it is deleted.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  if (!(await withinLimit(req, res, "files", FILE_UPLOAD_LIMIT, "", ATTACHMENT_TEXTS.tooManyUploads))) {
    req.resume()
    return
  }
  const received = await readUploadBody(req, res, true)
  if (!received) return
  const { result } = await customerUploadsFileWorkflow(req.scope).run({ input: received.upload! })
  const answer: ApiAttachment = result!
  res.status(201).json(answer)
}
