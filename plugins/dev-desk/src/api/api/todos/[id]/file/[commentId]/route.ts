import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { IFileModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { sendError } from "@shop/server-kit"
import { DEV_DESK_TEXTS } from "@shop/shared"
import { contentDisposition } from "@shop/contact-messages/lib/contact/files"
import { devDeskService, type TodoCommentRow } from "../../../../../../lib/records"

/** GET /api/todos/{id}/file/{commentId}: the comment's attachment as a download (grant dev), never shown inline. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const commentId = String(req.params.commentId ?? "")
  const [row] = /^todocom_[A-Za-z0-9]{1,60}$/.test(commentId)
    ? ((await devDeskService(req.scope).listTodoComments({ id: commentId, todo_id: String(req.params.id ?? "") }, { take: 1 })) as unknown as TodoCommentRow[])
    : []
  if (!row?.file_key || !row.file_name || !row.file_type) return sendError(res, 404, DEV_DESK_TEXTS.fileNotFound)
  const stream = await req.scope.resolve<IFileModuleService>(Modules.FILE).getDownloadStream(row.file_key)
  res.status(200)
  res.setHeader("Content-Type", row.file_type)
  res.setHeader("Content-Length", String(row.file_size ?? 0))
  res.setHeader("Content-Disposition", contentDisposition(row.file_name))
  res.setHeader("X-Content-Type-Options", "nosniff")
  res.setHeader("Cache-Control", "private, no-store")
  res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox")
  stream.on("error", () => res.destroy())
  stream.pipe(res)
}
