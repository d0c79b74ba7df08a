import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendError, sendValidationError, staffUserIdOf } from "@shop/server-kit"
import { DEV_DESK_TEXTS, versionCommentSchema } from "@shop/shared"
import { answerDevDeskRefusal } from "../../../../lib/answers"
import { findVersionRow, toApiVersions, type VersionRow } from "../../../../lib/records"
import { staffCommentVersionWorkflow } from "../../../../workflows/dev-desk/workflows/staff-comment-version"

/** GET /api/versions/{id} (grant dev). */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const row = await findVersionRow(req.scope, String(req.params.id ?? ""))
  if (!row) return sendError(res, 404, DEV_DESK_TEXTS.versionNotFound)
  res.status(200).json((await toApiVersions(req.scope, [row]))[0])
}

/** PUT /api/versions/{id} {comments}: the staff's comment on the version. */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = versionCommentSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  try {
    const { result } = await staffCommentVersionWorkflow(req.scope).run({
      input: { id: String(req.params.id ?? ""), staff_user_id: staffUserIdOf(req)!, comments: parsed.data.comments },
    })
    res.status(200).json((await toApiVersions(req.scope, [result as unknown as VersionRow]))[0])
  } catch (error) {
    if (!answerDevDeskRefusal(res, error)) throw error
  }
}
