import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import {
  DEV_DESK_PAGE_SIZE,
  isAdmin,
  type ApiTodoPerson,
  type ApiTodo,
  type ApiTodoComment,
  type ApiTodoDetail,
  type ApiTodoList,
  type ApiVersion,
  type AttachmentMime,
  type TodoListQuery,
  type TodoStatus,
} from "@shop/shared"
import { DEV_DESK_MODULE } from "../modules/dev-desk"
import type DevDeskModuleService from "../modules/dev-desk/service"

export const devDeskService = (scope: MedusaContainer) => scope.resolve<DevDeskModuleService>(DEV_DESK_MODULE)

export type TodoRow = {
  id: string
  title: string
  content: string
  status: TodoStatus
  author_id: string | null
  assignee_id: string | null
  due_date: string | null
  created_at: Date | string
  updated_at: Date | string
}
export type TodoCommentRow = {
  id: string
  todo_id: string
  author_id: string | null
  content: string
  file_key: string | null
  file_name: string | null
  file_size: number | null
  file_type: string | null
  created_at: Date | string
}
export type VersionRow = {
  id: string
  revision: string
  revision_date: Date | string | null
  comments: string
  commented_by: string | null
  commented_at: Date | string | null
  created_at: Date | string
}

const iso = (value: Date | string) => new Date(value).toISOString()
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value))

type UserRow = { id: string; email: string; first_name: string | null; last_name: string | null; admin_grant?: { grants?: unknown } | null }

/** The staff: users holding at least one grant (spec 6: an admin), by e-mail. */
export async function staffMembers(scope: MedusaContainer): Promise<ApiTodoPerson[]> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "user", fields: ["id", "email", "first_name", "last_name", "admin_grant.grants"] })
  return (data as UserRow[])
    .filter((user) => isAdmin(user.admin_grant?.grants))
    .map((user) => ({ id: user.id, email: user.email, name: [user.first_name, user.last_name].filter(Boolean).join(" ") || user.email }))
    .sort((a, b) => a.email.localeCompare(b.email))
}

/** Who a user id names, or null (a user deleted since, or nobody). */
const memberOf = (staff: Map<string, ApiTodoPerson>, id: string | null) => (id ? (staff.get(id) ?? { id, email: id, name: id }) : null)

function toApiTodo(row: TodoRow, staff: Map<string, ApiTodoPerson>, commentCount: number): ApiTodo {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    status: row.status,
    assignee: memberOf(staff, row.assignee_id),
    dueDate: row.due_date,
    author: memberOf(staff, row.author_id),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    commentCount,
  }
}

export function toApiComment(row: TodoCommentRow, staff: Map<string, ApiTodoPerson>): ApiTodoComment {
  return {
    id: row.id,
    content: row.content,
    author: memberOf(staff, row.author_id),
    createdAt: iso(row.created_at),
    file:
      row.file_key && row.file_name
        ? { id: row.id, name: row.file_name, size: Number(row.file_size ?? 0), type: row.file_type as AttachmentMime }
        : null,
  }
}

const byId = (members: ApiTodoPerson[]) => new Map(members.map((member) => [member.id, member]))

/** A page of todos, open ones first then by due day and newest, filtered by status and assignee. */
export async function listTodos(scope: MedusaContainer, query: TodoListQuery): Promise<ApiTodoList> {
  const where: Record<string, unknown> = {}
  if (query.filters.status) where.status = query.filters.status
  if (query.filters.assignee !== undefined) where.assignee_id = query.filters.assignee
  const service = devDeskService(scope)
  const [rows, total] = (await service.listAndCountTodoItems(where, {
    order: { status: "DESC", due_date: "ASC", created_at: "DESC" },
    skip: (query.page - 1) * DEV_DESK_PAGE_SIZE,
    take: DEV_DESK_PAGE_SIZE,
  })) as unknown as [TodoRow[], number]
  const comments = rows.length
    ? ((await service.listTodoComments({ todo_id: rows.map((row) => row.id) }, { select: ["id", "todo_id"] })) as unknown as TodoCommentRow[])
    : []
  const counts = new Map<string, number>()
  for (const comment of comments) counts.set(comment.todo_id, (counts.get(comment.todo_id) ?? 0) + 1)
  const members = await staffMembers(scope)
  const staff = byId(members)
  return { todos: rows.map((row) => toApiTodo(row, staff, counts.get(row.id) ?? 0)), total, page: query.page, pageSize: DEV_DESK_PAGE_SIZE, staff: members }
}

export async function findTodoRow(scope: MedusaContainer, id: string): Promise<TodoRow | null> {
  if (!/^todo_[A-Za-z0-9]{1,60}$/.test(id)) return null
  const [row] = (await devDeskService(scope).listTodoItems({ id }, { take: 1 })) as unknown as TodoRow[]
  return row ?? null
}

/** A todo with its comments, oldest first. */
export async function todoDetail(scope: MedusaContainer, id: string): Promise<ApiTodoDetail | null> {
  const row = await findTodoRow(scope, id)
  if (!row) return null
  const comments = (await devDeskService(scope).listTodoComments({ todo_id: row.id }, { order: { created_at: "ASC" } })) as unknown as TodoCommentRow[]
  const staff = byId(await staffMembers(scope))
  return { ...toApiTodo(row, staff, comments.length), comments: comments.map((comment) => toApiComment(comment, staff)) }
}

export async function findVersionRow(scope: MedusaContainer, id: string): Promise<VersionRow | null> {
  if (!/^ver_[A-Za-z0-9]{1,60}$/.test(id)) return null
  const [row] = (await devDeskService(scope).listShopVersions({ id }, { take: 1 })) as unknown as VersionRow[]
  return row ?? null
}

export async function toApiVersions(scope: MedusaContainer, rows: VersionRow[]): Promise<ApiVersion[]> {
  const staff = byId(await staffMembers(scope))
  return rows.map((row) => ({
    id: row.id,
    revision: row.revision,
    revisionDate: isoOrNull(row.revision_date),
    deployedAt: iso(row.created_at),
    comments: row.comments,
    commentedBy: memberOf(staff, row.commented_by),
    commentedAt: isoOrNull(row.commented_at),
  }))
}

/** Every recorded version, newest deployment first. */
export async function listVersions(scope: MedusaContainer): Promise<ApiVersion[]> {
  const rows = (await devDeskService(scope).listShopVersions({}, { order: { created_at: "DESC" }, take: 500 })) as unknown as VersionRow[]
  return toApiVersions(scope, rows)
}
