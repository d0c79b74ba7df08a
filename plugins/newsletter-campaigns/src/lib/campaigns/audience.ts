import type { Sql } from "./sql"
import { categoryHandle, flattenCategoryTree, PRO_CUSTOMER_GROUP, type NewsletterFilter } from "@shop/shared"

export type Recipient = { id: string; email: string }

/** The Medusa handles of a category and of every category under it (a radiator bought under radiateurs/inertie counts for radiateurs). */
export function categoryHandlesUnder(path: string): string[] {
  return flattenCategoryTree()
    .filter((entry) => entry.path === path || entry.path.startsWith(`${path}/`))
    .map((entry) => categoryHandle(entry.path))
}

/** The loyalty tier's customer group (docs/adr/003-loyalty-tiers.md). */
export const loyaltyGroupName = (tier: number) => `pro-fidelite-${tier}`

const IN_GROUP = `exists (select 1 from customer_group_customer cgc join customer_group g on g.id = cgc.customer_group_id
  where cgc.customer_id = s.customer_id and g.name = ? and cgc.deleted_at is null and g.deleted_at is null)`

/**
 * The SQL condition (and its bindings) a subscribed row must meet for the filter. Consumers are every address that is
 * not a pro's, accounts and plain addresses alike; "bought in a category" counts orders not canceled, the
 * subscriber's account's or, for an address without account, those placed with that e-mail. The handles are one pg
 * array parameter (`= any(?)`).
 */
export function audienceCondition(filter: NewsletterFilter): { sql: string; bindings: (string | string[])[] } {
  switch (filter.audience) {
    case "all":
      return { sql: "true", bindings: [] }
    case "pros":
      return { sql: IN_GROUP, bindings: [PRO_CUSTOMER_GROUP] }
    case "consumers":
      return { sql: `(s.customer_id is null or not ${IN_GROUP})`, bindings: [PRO_CUSTOMER_GROUP] }
    case "loyalty":
      return { sql: IN_GROUP, bindings: [loyaltyGroupName(filter.tier)] }
    case "category":
      return {
        sql: `exists (select 1 from "order" o
          join order_item oi on oi.order_id = o.id and oi.deleted_at is null
          join order_line_item li on li.id = oi.item_id
          join product_category_product pcp on pcp.product_id = li.product_id
          join product_category pc on pc.id = pcp.product_category_id and pc.deleted_at is null
          where (o.customer_id = s.customer_id or lower(o.email) = s.email)
            and o.deleted_at is null and o.canceled_at is null and pc.handle = any(?))`,
        bindings: [categoryHandlesUnder(filter.category)],
      }
  }
}

/** Every subscribed address the filter picks, by e-mail. */
export async function audienceOf(pg: Sql, filter: NewsletterFilter): Promise<Recipient[]> {
  const condition = audienceCondition(filter)
  const result = await pg.raw(
    `select s.id, s.email from newsletter_subscriber s
     where s.status = 'subscribed' and s.deleted_at is null and ${condition.sql}
     order by s.email`,
    condition.bindings
  )
  return (result.rows as unknown as Recipient[]).map((row) => ({ id: row.id, email: row.email }))
}
