import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ApiAttachment } from "@shop/shared"
import { receiveUpload } from "../../../lib/messages-thread/upload-answer"

/**
 * POST /api/files (multipart, field `file`): an attachment for a contact message, uploaded before the message.
 * ≤ 5 MB (413), PDF/JPEG/PNG/WebP by magic bytes (400), 20 per IP per hour (429). Stored privately; 201
 * `{ id, name, size, type }` — the id is attached once by POST /api/messages or PUT /api/messages/{id} (`file`).
 */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const received = await receiveUpload(req, res, true)
  if (!received) return
  const answer: ApiAttachment = received.attachment!
  res.status(201).json(answer)
}
