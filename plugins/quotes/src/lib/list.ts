import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { QUOTES_PAGE_SIZE, type ApiQuoteList, type QuoteListQuery } from "@shop/shared"
import { endOfParisDay } from "./states"
import { quotesService, toApiQuotes, type QuoteRow } from "./records"

type Knex = { raw(sql: string, bindings?: unknown[]): Promise<{ rows: { id: string }[] }> }

/** The customers whose e-mail or company contains the text (the staff's "pro" filter), or the id itself. */
async function customerIdsMatching(scope: MedusaContainer, text: string): Promise<string[]> {
  if (/^cus_[A-Za-z0-9]+$/.test(text)) return [text]
  const like = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  const db = scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = await db.raw(
    "select id from customer where deleted_at is null and (email ilike ? or company_name ilike ? or metadata->>'company' ilike ?) limit 500",
    [like, like, like]
  )
  return rows.map((row) => row.id)
}

/**
 * A page of quotes, newest first: a customer's own (no filter but the page), or for staff every quote filtered by
 * state (expired is computed: answered/accepted past validity), pro (id, e-mail or company) and request dates (Paris days).
 */
export async function listQuotes(scope: MedusaContainer, filter: QuoteListQuery, customerId: string | null, now: Date = new Date()): Promise<ApiQuoteList> {
  const where: Record<string, unknown> = {}
  if (customerId) where.customer_id = customerId
  else {
    if (filter.customer) {
      const ids = await customerIdsMatching(scope, filter.customer)
      if (!ids.length) return { quotes: [], count: 0, page: filter.page, pageSize: QUOTES_PAGE_SIZE }
      where.customer_id = ids
    }
    if (filter.state === "expired") {
      where.state = ["answered", "accepted"]
      where.valid_until = { $lt: now }
    } else if (filter.state === "answered" || filter.state === "accepted") {
      where.state = filter.state
      where.$or = [{ valid_until: null }, { valid_until: { $gte: now } }]
    } else if (filter.state) where.state = filter.state
    const created: Record<string, Date> = {}
    if (filter.from) created.$gte = new Date(endOfParisDay(filter.from).getTime() - 86_400_000 + 1)
    if (filter.to) created.$lte = endOfParisDay(filter.to)
    if (Object.keys(created).length) where.created_at = created
  }
  const [rows, count] = (await quotesService(scope).listAndCountQuotes(where, {
    order: { created_at: "DESC" },
    skip: (filter.page - 1) * QUOTES_PAGE_SIZE,
    take: QUOTES_PAGE_SIZE,
  })) as unknown as [QuoteRow[], number]
  return { quotes: await toApiQuotes(scope, rows, now), count, page: filter.page, pageSize: QUOTES_PAGE_SIZE }
}
