import type { ProductQuery } from "@shop/shared"
import { eanOfQuery, queryTokens } from "./normalize"
import { and, join, raw, sql, statement, type SqlFragment, type SqlStatement } from "./sql"

/** Power facet buckets in watts: [0, 500), [500, 1000) ... [2000, ∞). */
export const POWER_BUCKETS = [0, 500, 1000, 1500, 2000] as const

/**
 * How the text is matched: `text` is full-text search (every word, as a word prefix or by its French
 * stem); `fuzzy` is the pg_trgm fallback for typos, used when `text` finds nothing.
 */
export type MatchMode = "text" | "fuzzy"

export type SearchPlan = {
  /** the page of products, already sorted */
  page: SqlStatement
  /** facet counts and the total, one row per (facet, value) */
  facets: SqlStatement
  tokens: string[]
  ean: string | null
}

type FilterKey = "category" | "type" | "brand" | "power" | "price" | "stock"

/** The columns a product card needs (lib/search/summary.ts). */
const PAGE_COLUMNS = raw(
  `id, handle, ean, title, brand, image, category_path, category_name, power_w, price_ttc, price_ht, stock_available, best_seller`
)

function rangeCondition(column: string, range: { min?: number; max?: number } | undefined): SqlFragment | null {
  if (!range || (range.min === undefined && range.max === undefined)) return null
  return and([
    range.min !== undefined ? sql`${raw(column)} >= ${range.min}` : null,
    range.max !== undefined ? sql`${raw(column)} <= ${range.max}` : null,
  ])
}

/** One condition per filter of the query, on the columns of `matched`. */
export function filterConditions(query: ProductQuery): Partial<Record<FilterKey, SqlFragment>> {
  const conditions: Partial<Record<FilterKey, SqlFragment>> = {}
  if (query.category) conditions.category = sql`${query.category} = any(category_paths)`
  if (query.type) conditions.type = sql`product_type = ${query.type}`
  // knex spreads an array value into "?, ?, ..." inside the parentheses.
  if (query.brand?.length) conditions.brand = sql`brand in (${query.brand})`
  const power = rangeCondition("power_w", query.power)
  if (power) conditions.power = power
  const price = rangeCondition("price_ttc", query.price)
  if (price) conditions.price = price
  if (query.inStock) conditions.stock = raw(`(stock_available is null or stock_available > 0)`)
  return conditions
}

function allBut(conditions: Partial<Record<FilterKey, SqlFragment>>, left?: FilterKey): SqlFragment {
  return and((Object.keys(conditions) as FilterKey[]).filter((key) => key !== left).map((key) => conditions[key]))
}

/** Columns `matched` carries: what the page shows and sorts on, or only what the facets count. */
const ROW_COLUMNS = raw(
  `s.id, s.handle, s.ean, s.title, s.brand, s.image, s.category_path, s.category_name, s.category_paths, s.product_type,
   s.menu_position, s.power_w, s.price_ttc, s.price_ht, s.stock_available, s.best_seller, s.title_normalized`
)
const FACET_COLUMNS = raw(`s.category_paths, s.brand, s.product_type, s.power_w, s.price_ttc, s.stock_available`)

/**
 * `matched`: the rows the text selects. For the page (`ranked`) with `tier` (3 exact EAN, 2 every word in the
 * title, 1 elsewhere), `starts` (the title begins with the first word) and `rank` (ts_rank with the A/B/C
 * weights, or trigram similarity); for the facets only the counted columns (the CTE is read six times: it
 * stays small). Without text, every row (tier 0).
 */
function matchedRows(tokens: string[], ean: string | null, mode: MatchMode, ranked: boolean): SqlFragment {
  const columns = ranked ? ROW_COLUMNS : FACET_COLUMNS
  const scored = (tier: SqlFragment, starts: SqlFragment, rank: SqlFragment) =>
    ranked ? sql`${columns}, ${tier} as tier, ${starts} as starts, ${rank} as rank` : columns
  if (!tokens.length && !ean) {
    return sql`with matched as (select ${scored(raw("0"), raw("false"), raw("0"))} from product_search s)`
  }
  if (!tokens.length) {
    return sql`with matched as (select ${scored(raw("3"), raw("false"), raw("0"))} from product_search s where s.ean = ${ean})`
  }
  // A title that starts with the first word names that kind of product ("radiateur..." before "pieds pour radiateur").
  const starts = sql`(s.title_normalized like ${`${tokens[0]}%`})`
  const eanMatch = ean ? sql` or s.ean = ${ean}` : raw("")
  if (mode === "fuzzy") {
    const phrase = tokens.join(" ")
    const tier = ean ? sql`case when s.ean = ${ean} then 3 else 1 end` : raw("1")
    return sql`with matched as (
      select ${scored(tier, starts, sql`word_similarity(${phrase}, s.title_normalized)`)}
        from product_search s where ${phrase} <% s.title_normalized${eanMatch})`
  }
  // Each word matches as a prefix ('radia' -> radiateur) or through its French stem (radiateurs -> radiateur).
  const words = join(
    tokens.map((token) => sql`(to_tsquery('simple', ${`${token}:*`}) || to_tsquery('french', ${token}))`),
    " && "
  )
  const eanTier = ean ? sql`when s.ean = ${ean} then 3` : raw("")
  const tier = sql`case ${eanTier} when ts_filter(s.document, '{a}') @@ q.query then 2 else 1 end`
  return sql`with q as (select ${words} as query),
    matched as (
      select ${scored(tier, starts, raw("ts_rank(s.document, q.query)"))}
        from product_search s cross join q
       where s.document @@ q.query${eanMatch})`
}

function orderBy(query: ProductQuery, hasText: boolean): SqlFragment {
  switch (query.sort) {
    case "price-asc":
      return raw("price_ttc asc, title_normalized asc, id asc")
    case "price-desc":
      return raw("price_ttc desc, title_normalized asc, id asc")
    case "name":
      return raw("title_normalized asc, id asc")
    default:
      return hasText
        ? raw("tier desc, starts desc, rank desc, best_seller desc, menu_position asc, title_normalized asc, id asc")
        : raw("best_seller desc, menu_position asc, title_normalized asc, id asc")
  }
}

function powerBucket(): SqlFragment {
  const cases = [...POWER_BUCKETS].reverse().map((floor) => `when power_w >= ${floor} then ${floor}`)
  return raw(`case ${cases.join(" ")} end`)
}

/** The two statements of one search: the sorted page, and the facets with the total. */
export function planSearch(query: ProductQuery, mode: MatchMode = "text"): SearchPlan {
  const tokens = queryTokens(query.q)
  const ean = eanOfQuery(query.q)
  const conditions = filterConditions(query)
  const offset = (query.page - 1) * query.pageSize

  const page = sql`${matchedRows(tokens, ean, mode, true)}
    select ${PAGE_COLUMNS} from matched where ${allBut(conditions)}
     order by ${orderBy(query, tokens.length > 0 || ean !== null)} limit ${query.pageSize} offset ${offset}`

  const facets = sql`${matchedRows(tokens, ean, mode, false)}
    select 'category' as facet, path as value, count(*)::int as n
      from matched cross join unnest(category_paths) as path where ${allBut(conditions, "category")} group by path
    union all
    select 'brand', brand, count(*)::int from matched where brand is not null and ${allBut(conditions, "brand")} group by brand
    union all
    select 'type', product_type, count(*)::int from matched where product_type is not null and ${allBut(conditions, "type")} group by product_type
    union all
    select 'power', cast(bucket as text), count(*)::int
      from (select ${powerBucket()} as bucket from matched where power_w is not null and ${allBut(conditions, "power")}) as b group by bucket
    union all
    select 'price', min(price_ttc) || ':' || max(price_ttc), count(*)::int from matched where ${allBut(conditions, "price")}
    union all
    select 'total', null, count(*)::int from matched where ${allBut(conditions)}`

  return { page: statement(page), facets: statement(facets), tokens, ean }
}

/** Most best sellers the highlights answer carries (the seed marks 8). */
export const HIGHLIGHTS_MAX = 12

/** The product with this EAN (bestMatch): exact code only. */
export function planEanLookup(ean: string): SqlStatement {
  return statement(sql`select ${PAGE_COLUMNS} from product_search where ean = ${ean} order by id limit 1`)
}

/** Best sellers: by their rank when the catalogue gives one, then in menu order (the homepage's gammes). */
export function planHighlights(limit = HIGHLIGHTS_MAX): SqlStatement {
  return statement(sql`select ${PAGE_COLUMNS} from product_search where best_seller
    order by best_seller_rank asc nulls last, menu_position asc, title_normalized asc, id asc limit ${limit}`)
}
