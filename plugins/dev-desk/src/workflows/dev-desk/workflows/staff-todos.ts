import { createWorkflow, transform, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import type { TodoCreateInput, TodoUpdateInput } from "@shop/shared"
import type { CheckedUpload } from "@shop/contact-messages/lib/contact/files"
import {
  addTodoCommentStep,
  checkAssigneeStep,
  createTodoStep,
  loadTodoStep,
  storeTodoFileStep,
  updateTodoStep,
  type StoredTodoFile,
  type TodoValues,
} from "../steps/todo-steps"

/** POST /api/todos/: a staff member writes a new open todo, optionally for a staff member, optionally due on a day. */
export const staffCreateTodoWorkflow = createWorkflow(
  "dev-desk-staff-create-todo",
  (input: WorkflowData<{ staff_user_id: string; todo: TodoCreateInput }>) => {
    checkAssigneeStep(transform({ input }, ({ input }) => input.todo.assigneeId))
    const values = transform({ input }, ({ input }): TodoValues => ({
      title: input.todo.title,
      content: input.todo.content,
      status: "open",
      author_id: input.staff_user_id,
      assignee_id: input.todo.assigneeId,
      due_date: input.todo.dueDate,
    }))
    return new WorkflowResponse(createTodoStep(values))
  }
)

/** PUT /api/todos/{id}: changes its fields (marking it done is `status: "done"`). */
export const staffUpdateTodoWorkflow = createWorkflow(
  "dev-desk-staff-update-todo",
  (input: WorkflowData<{ id: string; changes: TodoUpdateInput }>) => {
    const previous = loadTodoStep(transform({ input }, ({ input }) => input.id))
    checkAssigneeStep(transform({ input }, ({ input }) => input.changes.assigneeId))
    const changes = transform({ input }, ({ input }): TodoValues => {
      const { title, content, status, assigneeId, dueDate } = input.changes
      return {
        ...(title !== undefined ? { title } : {}),
        ...(content !== undefined ? { content } : {}),
        ...(status !== undefined ? { status } : {}),
        ...(assigneeId !== undefined ? { assignee_id: assigneeId } : {}),
        ...(dueDate !== undefined ? { due_date: dueDate } : {}),
      }
    })
    return new WorkflowResponse(updateTodoStep(transform({ previous, changes }, (data) => data)))
  }
)

/** PUT /api/todos/comment/{id}: a staff comment, with its file stored only once the todo is known. */
export const staffCommentTodoWorkflow = createWorkflow(
  "dev-desk-staff-comment-todo",
  (input: WorkflowData<{ id: string; staff_user_id: string; content: string; upload: CheckedUpload | null }>) => {
    const todo = loadTodoStep(transform({ input }, ({ input }) => input.id))
    const file = storeTodoFileStep(transform({ input }, ({ input }) => ({ upload: input.upload })))
    const comment = addTodoCommentStep(
      transform({ todo, input, file }, ({ todo, input, file }) => ({ todo_id: todo.id, author_id: input.staff_user_id, content: input.content, file: file as StoredTodoFile }))
    )
    return new WorkflowResponse(comment)
  }
)
