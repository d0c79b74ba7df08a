import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { contentDisposition, openThreadFile } from "../../../../../../lib/contact/files"
import { THREAD_TEXTS } from "../../../../../../lib/contact/texts"
import { findThread } from "../../../../../../lib/contact/threads"
import { sessionOf, staffUserIdOf } from "@shop/server-kit"
import { staffAllowed } from "../../../../../../lib/contact/staff-desk"

/**
 * GET /api/messages/{id}/file/{fileId}?secret=: an attachment of the thread, as a download. Same rule and same 404
 * as the thread (its secret, or the logged-in customer who wrote it; staff with `messages`); a file of another
 * thread is unknown here.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  // Staff (grant `messages`) download without the secret, as they read the thread.
  const staff = req.query.secret === undefined && Boolean(staffUserIdOf(req))
  if (staff && !(await staffAllowed(req, res, "messages"))) return
  const thread = staff
    ? { id: req.params.id }
    : await findThread(req.scope, req.params.id, { secret: req.query.secret, customerId: sessionOf(req).customerId })
  const file = thread ? await openThreadFile(req.scope, thread.id, req.params.fileId) : null
  if (!file) {
    res.status(404).json({ message: THREAD_TEXTS.threadNotFound })
    return
  }
  res.status(200)
  res.setHeader("Content-Type", file.attachment.type)
  res.setHeader("Content-Length", String(file.attachment.size))
  res.setHeader("Content-Disposition", contentDisposition(file.attachment.name))
  res.setHeader("X-Content-Type-Options", "nosniff")
  res.setHeader("Cache-Control", "private, no-store")
  res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox")
  file.stream.on("error", () => res.destroy())
  file.stream.pipe(res)
}
