import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { DEV_DESK_TEXTS } from "@shop/shared"
import { devDeskService, findVersionRow, type VersionRow } from "../../../lib/records"

type Comment = { comments: string; commented_by: string | null; commented_at: Date | string | null }

/** Writes the staff's comment on a version; undone by writing the previous one back. */
export const commentVersionStep = createStep(
  "dev-desk-comment-version",
  async (input: { id: string; staff_user_id: string; comments: string }, { container }) => {
    const previous = await findVersionRow(container, input.id)
    if (!previous) throw new MedusaError(MedusaError.Types.NOT_FOUND, DEV_DESK_TEXTS.versionNotFound)
    const row = (await devDeskService(container).updateShopVersions({
      id: previous.id,
      comments: input.comments,
      commented_by: input.staff_user_id,
      commented_at: new Date(),
    })) as unknown as VersionRow
    const undo: Comment & { id: string } = { id: previous.id, comments: previous.comments, commented_by: previous.commented_by, commented_at: previous.commented_at }
    return new StepResponse(row, undo)
  },
  async (undo, { container }) => {
    if (undo) await devDeskService(container).updateShopVersions({ ...undo, commented_at: undo.commented_at ? new Date(undo.commented_at) : null })
  }
)
