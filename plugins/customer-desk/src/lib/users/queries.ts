import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { PRO_CUSTOMER_GROUP, STAFF_PAGE_SIZE, type ApiUserDetail, type ApiUserList, type UserSearchQuery } from "@shop/shared"
import { toAccountOrder, type AccountOrderRow } from "@shop/checkout/lib/order/account-orders"
import { threadsOfCustomer } from "@shop/contact-messages/lib/contact/staff-desk"
import { customerSearchFilter, toUserSummary, type CustomerRow } from "./search"
import { toUserDetail, type CustomerRecord } from "./detail"

type Knex = { raw(sql: string, bindings?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }
const db = (scope: MedusaContainer) => scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)

/** Orders shown on a user's page (newest first); more are found on the orders desk. */
const USER_ORDERS_MAX = 100

/**
 * `GET /api/users?search=&page=`: Medusa's customers (accounts and guest checkouts), newest first, 20 a page. A read
 * in SQL: the SIRET and the sign-up's company sit in the metadata, which the customer module cannot search.
 */
export async function searchCustomers(scope: MedusaContainer, query: UserSearchQuery): Promise<ApiUserList> {
  const where = customerSearchFilter(query.search)
  const isPro = `exists (select 1 from customer_group_customer gc join customer_group g on g.id = gc.customer_group_id
    where gc.customer_id = c.id and gc.deleted_at is null and g.deleted_at is null and g.name = ?)`
  const { rows } = await db(scope).raw(
    `select c.id, c.email, c.first_name, c.last_name, c.company_name, c.metadata, c.has_account, c.created_at, ${isPro} as is_pro
       from customer c where ${where.sql} order by c.created_at desc, c.id desc limit ? offset ?`,
    [PRO_CUSTOMER_GROUP, ...where.bindings, STAFF_PAGE_SIZE, (query.page - 1) * STAFF_PAGE_SIZE]
  )
  const { rows: counted } = await db(scope).raw(`select count(*)::int as n from customer c where ${where.sql}`, where.bindings)
  return { users: (rows as CustomerRow[]).map(toUserSummary), page: query.page, pageSize: STAFF_PAGE_SIZE, total: Number(counted[0]?.n ?? 0) }
}

export const CUSTOMER_FIELDS = [
  "id",
  "email",
  "first_name",
  "last_name",
  "phone",
  "company_name",
  "metadata",
  "has_account",
  "created_at",
  "groups.id",
  "groups.name",
  "addresses.id",
  "addresses.is_default_billing",
  "addresses.address_1",
  "addresses.address_2",
  "addresses.postal_code",
  "addresses.city",
  "addresses.country_code",
]

export async function loadCustomer(scope: MedusaContainer, id: string): Promise<CustomerRecord | null> {
  if (typeof id !== "string" || !/^cus_[0-9A-Z]{26}$/.test(id)) return null
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "customer", fields: CUSTOMER_FIELDS, filters: { id } })
  return (data[0] as CustomerRecord | undefined) ?? null
}

/** `GET /api/users/{id}`: the customer, their orders (Medusa's `customer_id`) and their contact threads. */
export async function customerDetail(scope: MedusaContainer, id: string): Promise<ApiUserDetail | null> {
  const customer = await loadCustomer(scope, id)
  if (!customer) return null
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data: orders }, threads] = await Promise.all([
    query.graph({
      entity: "order",
      fields: ["id", "display_id", "created_at", "metadata", "total", "tax_total", "order_state.state"],
      filters: { customer_id: id },
      pagination: { order: { created_at: "DESC" }, take: USER_ORDERS_MAX },
    }),
    threadsOfCustomer(scope, { id, email: customer.email ?? "" }),
  ])
  const orderLines = (orders as AccountOrderRow[]).map((row) => {
    const { security: _secretStaysWithTheCustomer, ...line } = toAccountOrder(row)
    return { ...line, id: row.id }
  })
  return toUserDetail(customer, orderLines, threads)
}
