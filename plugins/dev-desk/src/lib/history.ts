import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { DEV_DESK_PAGE_SIZE, type ApiHistoryPage, type HistoryQuery } from "@shop/shared"
import { toHistoryEntry, type HistoryRow } from "./history-lines"

type Knex = { raw<T>(sql: string, bindings?: unknown[]): Promise<{ rows: T[] }> }

/*
 * The shop's history is what other plugins already record, read where it lies: the order-state transitions
 * (@shop/order-states: every actor) and the staff's comments on orders (@shop/order-desk) and quotes (@shop/quotes).
 */
const STATES = `select t.id, 'states' as kind, 'transition' as source, t.created_at as at, t.order_id, o.display_id as order_number,
  null as quote_ref, t."from" as from_state, t."to" as to_state, t.reason, null as content, t.actor_type, t.actor_id
  from order_state_transition t left join "order" o on o.id = t.order_id where t.deleted_at is null`
const STAFF = `select c.id, 'staff' as kind, 'order-comment' as source, c.created_at as at, c.order_id, o.display_id as order_number,
  null as quote_ref, null as from_state, null as to_state, null as reason, c.content, 'staff' as actor_type, c.author_id as actor_id
  from order_desk_comment c left join "order" o on o.id = c.order_id where c.deleted_at is null
  union all
  select c.id, 'staff' as kind, 'quote-comment' as source, c.created_at as at, q.order_id, null as order_number,
  q.ref as quote_ref, null as from_state, null as to_state, null as reason, c.content, 'staff' as actor_type, c.actor_id
  from quote_comment c join quote q on q.id = c.quote_id where c.deleted_at is null and c.author = 'staff'`

/** A page of the history, newest first, of one kind or both. */
export async function readHistory(scope: MedusaContainer, query: HistoryQuery): Promise<ApiHistoryPage> {
  const db = scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const union = query.kind === "states" ? STATES : query.kind === "staff" ? STAFF : `${STATES} union all ${STAFF}`
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.raw<HistoryRow>(`select * from (${union}) h order by at desc, id desc limit ? offset ?`, [DEV_DESK_PAGE_SIZE, (query.page - 1) * DEV_DESK_PAGE_SIZE]),
    db.raw<{ total: string }>(`select count(*) as total from (${union}) h`),
  ])
  const actorIds = [...new Set(rows.filter((row) => row.actor_type === "staff" && row.actor_id).map((row) => row.actor_id!))]
  const { rows: users } = actorIds.length
    ? await db.raw<{ id: string; email: string }>(`select id, email from "user" where id = any(?)`, [actorIds])
    : { rows: [] }
  const emails = new Map(users.map((user) => [user.id, user.email]))
  return { entries: rows.map((row) => toHistoryEntry(row, emails)), total: Number(counted[0]?.total ?? 0), page: query.page, pageSize: DEV_DESK_PAGE_SIZE }
}
