import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { checkStaffAccess, EDGE_MESSAGES, sendError } from "@shop/server-kit"
import {
  MESSAGE_CATEGORIES,
  STAFF_PAGE_SIZE,
  THREAD_STATES,
  type ApiStaffThread,
  type ApiThreadList,
  type ApiThreadSummary,
  type Grant,
  type MessageListQuery,
  type ThreadState,
} from "@shop/shared"
import { SHOP_MESSAGES_MODULE } from "../../modules/shop-messages"
import type ShopMessagesModuleService from "../../modules/shop-messages/service"
import { categoryLabel } from "./categories"
import { toApiThread, type ThreadRecord } from "./threads"

/**
 * The staff check of a route that also serves customers (`/api/messages` and `/api/messages/{id}`), where a path
 * middleware cannot tell the two apart: 401 nobody, 403 `Accès refusé!` without the grant. Answers and returns false.
 */
export async function staffAllowed(req: MedusaRequest, res: MedusaResponse, grant: Grant): Promise<boolean> {
  const access = await checkStaffAccess(req, [grant])
  if (access.allowed) return true
  sendError(res, access.status, access.status === 401 ? EDGE_MESSAGES.staffLoginRequired : EDGE_MESSAGES.accessDenied)
  return false
}

type Knex = {
  raw(sql: string, bindings?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
}
const db = (scope: MedusaContainer) => scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)

/** `%text%` for ILIKE, its own wildcards escaped. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (sign) => `\\${sign}`)}%`
}

/** The subject values whose value or French label contains the search ("devis" finds QUOTE). */
export function subjectsMatching(search: string): string[] {
  const needle = search.toLowerCase()
  return MESSAGE_CATEGORIES.filter((c) => c.value.toLowerCase().includes(needle) || c.label.toLowerCase().includes(needle)).map((c) => c.value)
}

/** The WHERE of the desk's list: states, then the search in e-mail, order number, name and subject. */
export function threadFilter(query: Pick<MessageListQuery, "filters" | "search">): { sql: string; bindings: unknown[] } {
  const parts = [`t.deleted_at is null`]
  const bindings: unknown[] = []
  if (query.filters.length) {
    parts.push(`t.state = any(?::text[])`)
    bindings.push(query.filters)
  }
  if (query.search) {
    const like = likePattern(query.search)
    parts.push(`(t.email ilike ? or t.order_number ilike ? or t.name ilike ? or t.subject = any(?::text[]))`)
    bindings.push(like, like, like, subjectsMatching(query.search))
  }
  return { sql: parts.join(" and "), bindings }
}

type SummaryRow = {
  id: string
  subject: string
  name: string
  email: string
  order_number: string | null
  state: ThreadState
  created_at: Date | string
  last_message_at: Date | string | null
  message_count: number | string
}

const SUMMARY_SELECT = `select t.id, t.subject, t.name, t.email, t.order_number, t.state, t.created_at,
  (select max(m.created_at) from shop_message m where m.thread_id = t.id and m.deleted_at is null) as last_message_at,
  (select count(*) from shop_message m where m.thread_id = t.id and m.deleted_at is null) as message_count
  from shop_message_thread t`

export function toThreadSummary(row: SummaryRow): ApiThreadSummary {
  return {
    id: row.id,
    subject: row.subject,
    subjectLabel: categoryLabel(row.subject),
    name: row.name,
    email: row.email,
    orderNumber: row.order_number,
    state: row.state,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.last_message_at ?? row.created_at).toISOString(),
    messageCount: Number(row.message_count),
  }
}

/** `GET /api/messages?page=&filters=&search=`: newest activity first, 20 a page, with the count of each state. */
export async function listThreadsForStaff(scope: MedusaContainer, query: MessageListQuery): Promise<ApiThreadList> {
  const where = threadFilter(query)
  const offset = (query.page - 1) * STAFF_PAGE_SIZE
  const { rows } = await db(scope).raw(
    `${SUMMARY_SELECT} where ${where.sql} order by coalesce((select max(m.created_at) from shop_message m where m.thread_id = t.id), t.created_at) desc, t.id desc limit ? offset ?`,
    [...where.bindings, STAFF_PAGE_SIZE, offset]
  )
  // The counts follow the search but not the state filter: the desk's tabs show what each state holds.
  const counted = threadFilter({ filters: [], search: query.search })
  const { rows: countRows } = await db(scope).raw(`select t.state, count(*)::int as n from shop_message_thread t where ${counted.sql} group by t.state`, counted.bindings)
  const counts = Object.fromEntries(THREAD_STATES.map((state) => [state, 0])) as Record<ThreadState, number>
  for (const row of countRows) counts[row.state as ThreadState] = Number(row.n)
  const total = query.filters.length ? query.filters.reduce((sum, state) => sum + counts[state], 0) : THREAD_STATES.reduce((sum, s) => sum + counts[s], 0)
  return { threads: (rows as SummaryRow[]).map(toThreadSummary), page: query.page, pageSize: STAFF_PAGE_SIZE, total, counts }
}

/** The threads of a customer for the user page: written from their account, or with their e-mail. Newest first, ≤ 50. */
export async function threadsOfCustomer(scope: MedusaContainer, customer: { id: string; email: string }): Promise<ApiThreadSummary[]> {
  const { rows } = await db(scope).raw(
    `${SUMMARY_SELECT} where t.deleted_at is null and (t.customer_id = ? or lower(t.email) = lower(?)) order by t.created_at desc limit 50`,
    [customer.id, customer.email]
  )
  return (rows as SummaryRow[]).map(toThreadSummary)
}

/** The order a thread names (the checkout's `metadata.orderNumber`), for the link to /admin/orders/{id}. */
export async function orderOfNumber(scope: MedusaContainer, orderNumber: string | null): Promise<{ id: string; orderNumber: string } | null> {
  if (!orderNumber) return null
  const { rows } = await db(scope).raw(`select id from "order" where metadata->>'orderNumber' = ? and deleted_at is null limit 1`, [orderNumber])
  return rows[0] ? { id: String(rows[0].id), orderNumber } : null
}

/** The customer behind a thread: the account that wrote it, else the account with its e-mail. */
async function customerOfThread(scope: MedusaContainer, thread: ThreadRecord): Promise<string | null> {
  if (thread.customer_id) return thread.customer_id
  const { rows } = await db(scope).raw(
    `select id from customer where lower(email) = lower(?) and deleted_at is null order by has_account desc, created_at asc limit 1`,
    [thread.email]
  )
  return rows[0] ? String(rows[0].id) : null
}

/** `GET /api/messages/{id}` for staff: no secret needed; null when the id is unknown. */
export async function findThreadForStaff(scope: MedusaContainer, id: string): Promise<ApiStaffThread | null> {
  if (typeof id !== "string" || id.length > 100) return null
  const messages = scope.resolve<ShopMessagesModuleService>(SHOP_MESSAGES_MODULE)
  const [thread] = (await messages.listShopMessageThreads({ id }, { relations: ["messages"], take: 1 })) as unknown as ThreadRecord[]
  if (!thread) return null
  const [api, order, customerId] = await Promise.all([
    toApiThread(scope, thread),
    orderOfNumber(scope, thread.order_number),
    customerOfThread(scope, thread),
  ])
  return { ...api, state: thread.state ?? "new", customerId, order }
}
