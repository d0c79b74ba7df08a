import type { IFileModuleService } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ATTACHMENT_TYPES, DEV_DESK_TEXTS } from "@shop/shared"
import type { CheckedUpload } from "@shop/contact-messages/lib/contact/files"
import { devDeskService, findTodoRow, staffMembers, type TodoRow } from "../../../lib/records"

/** The todo must exist (404 'Tâche introuvable.'). */
export const loadTodoStep = createStep("dev-desk-load-todo", async (id: string, { container }) => {
  const row = await findTodoRow(container, id)
  if (!row) throw new MedusaError(MedusaError.Types.NOT_FOUND, DEV_DESK_TEXTS.todoNotFound)
  return new StepResponse(row)
})

/** An assignee must be a staff member (a user holding a grant); null or absent: nothing to check. */
export const checkAssigneeStep = createStep("dev-desk-check-assignee", async (assigneeId: string | null | undefined, { container }) => {
  if (assigneeId && !(await staffMembers(container)).some((member) => member.id === assigneeId)) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, DEV_DESK_TEXTS.assignee)
  }
  return new StepResponse(true)
})

export type TodoValues = Partial<Pick<TodoRow, "title" | "content" | "status" | "author_id" | "assignee_id" | "due_date">>

export const createTodoStep = createStep(
  "dev-desk-create-todo",
  async (values: TodoValues, { container }) => {
    const row = (await devDeskService(container).createTodoItems(values)) as unknown as TodoRow
    return new StepResponse(row, row.id)
  },
  async (id, { container }) => {
    if (id) await devDeskService(container).deleteTodoItems([id])
  }
)

/** Changes a todo; undone by writing back the fields it changed. */
export const updateTodoStep = createStep(
  "dev-desk-update-todo",
  async ({ previous, changes }: { previous: TodoRow; changes: TodoValues }, { container }) => {
    const row = (await devDeskService(container).updateTodoItems({ id: previous.id, ...changes })) as unknown as TodoRow
    const undo: TodoValues & { id: string } = { id: previous.id }
    for (const key of Object.keys(changes) as (keyof TodoValues)[]) (undo as Record<string, unknown>)[key] = previous[key]
    return new StepResponse(row, undo)
  },
  async (undo, { container }) => {
    if (undo) await devDeskService(container).updateTodoItems(undo)
  }
)

export type StoredTodoFile = { file_key: string; file_name: string; file_size: number; file_type: string } | null

/**
 * The comment's attachment, stored privately by Medusa's file module (as contact attachments are) under a name of
 * ours; removed again if the comment is not kept.
 */
export const storeTodoFileStep = createStep(
  "dev-desk-store-todo-file",
  async ({ upload }: { upload: CheckedUpload | null }, { container }) => {
    // No file: nothing to undo (an empty key).
    if (!upload) return new StepResponse<StoredTodoFile, string>(null, "")
    const extension = ATTACHMENT_TYPES.find((candidate) => candidate.mime === upload.type)!.extension
    const files = container.resolve<IFileModuleService>(Modules.FILE)
    const stored = await files.createFiles({ filename: `todo-${Date.now()}.${extension}`, mimeType: upload.type, content: upload.content, access: "private" })
    return new StepResponse<StoredTodoFile, string>(
      { file_key: stored.id, file_name: upload.name, file_size: upload.size, file_type: upload.type },
      stored.id
    )
  },
  async (fileKey: string | undefined, { container }) => {
    if (fileKey) await container.resolve<IFileModuleService>(Modules.FILE).deleteFiles([fileKey])
  }
)

export const addTodoCommentStep = createStep(
  "dev-desk-add-todo-comment",
  async (input: { todo_id: string; author_id: string; content: string; file: StoredTodoFile }, { container }) => {
    const comment = await devDeskService(container).createTodoComments({
      todo_id: input.todo_id,
      author_id: input.author_id,
      content: input.content,
      ...(input.file ?? {}),
    })
    return new StepResponse({ id: comment.id }, comment.id)
  },
  async (id, { container }) => {
    if (id) await devDeskService(container).deleteTodoComments([id])
  }
)
