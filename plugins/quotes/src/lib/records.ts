import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { ApiQuote } from "@shop/shared"
import { QUOTES_MODULE } from "../modules/quotes"
import type QuotesModuleService from "../modules/quotes/service"
import { ORDER_NUMBER_KEY } from "@shop/checkout/lib/order/record"
import { quoteKey } from "./ref"
import { effectiveQuoteState, type StoredQuoteState } from "./states"

export type QuoteRow = {
  id: string
  ref: string
  customer_id: string
  state: StoredQuoteState
  message: string
  source: string
  delivery_price: number | null
  valid_until: Date | string | null
  answered_at: Date | string | null
  answered_by: string | null
  order_id: string | null
  version: number
  created_at: Date | string
}
export type QuoteLineRow = {
  id: string
  quote_id: string
  position: number
  variant_id: string | null
  ean: string
  title: string
  quantity: number
  list_unit_price: number
  quoted_unit_price: number | null
}
export type QuoteCommentRow = { id: string; quote_id: string; author: "pro" | "staff"; actor_id: string; content: string; created_at: Date | string }

export const quotesService = (scope: MedusaContainer) => scope.resolve<QuotesModuleService>(QUOTES_MODULE)

/** The quote of an id or a number (deleted ones are not found). */
export async function findQuote(scope: MedusaContainer, idOrRef: string): Promise<QuoteRow | null> {
  const key = quoteKey(idOrRef)
  if ("id" in key && !key.id) return null
  const rows = (await quotesService(scope).listQuotes(key, { take: 1 })) as unknown as QuoteRow[]
  return rows[0] ?? null
}

export async function linesOf(scope: MedusaContainer, quoteId: string): Promise<QuoteLineRow[]> {
  const rows = (await quotesService(scope).listQuoteLines({ quote_id: quoteId }, { order: { position: "ASC" } })) as unknown as QuoteLineRow[]
  return rows
}

type CustomerRow = { id: string; email?: string | null; company_name?: string | null; metadata?: Record<string, unknown> | null }
type OrderRow = { id: string; metadata?: Record<string, unknown> | null }

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null)
const day = (value: Date | string | null) =>
  value
    ? new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(value))
    : null

/** Quotes as `/api/quotes` answers them: lines, comments, customer and order number read in a few queries. */
export async function toApiQuotes(scope: MedusaContainer, quotes: QuoteRow[], now: Date = new Date()): Promise<ApiQuote[]> {
  if (!quotes.length) return []
  const service = quotesService(scope)
  const ids = quotes.map((quote) => quote.id)
  const [lines, comments] = await Promise.all([
    service.listQuoteLines({ quote_id: ids }, { order: { position: "ASC" } }) as unknown as Promise<QuoteLineRow[]>,
    service.listQuoteComments({ quote_id: ids }, { order: { created_at: "ASC" } }) as unknown as Promise<QuoteCommentRow[]>,
  ])
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const customerIds = [...new Set(quotes.map((quote) => quote.customer_id))]
  const orderIds = [...new Set(quotes.flatMap((quote) => (quote.order_id ? [quote.order_id] : [])))]
  const { data: customers } = await query.graph({ entity: "customer", fields: ["id", "email", "company_name", "metadata"], filters: { id: customerIds } })
  const orders = orderIds.length ? (await query.graph({ entity: "order", fields: ["id", "metadata"], filters: { id: orderIds } })).data : []
  const customerOf = new Map((customers as CustomerRow[]).map((row) => [row.id, row]))
  const orderOf = new Map((orders as OrderRow[]).map((row) => [row.id, row]))
  return quotes.map((quote) => {
    const customer = customerOf.get(quote.customer_id)
    const company = customer?.company_name || (typeof customer?.metadata?.company === "string" ? customer.metadata.company : "")
    const orderNumber = quote.order_id ? orderOf.get(quote.order_id)?.metadata?.[ORDER_NUMBER_KEY] : null
    return {
      id: quote.id,
      ref: quote.ref,
      state: effectiveQuoteState(quote.state, quote.valid_until, now),
      createdAt: iso(quote.created_at)!,
      message: quote.message,
      customer: { id: quote.customer_id, email: customer?.email ?? "", company: company ?? "" },
      lines: lines
        .filter((line) => line.quote_id === quote.id)
        .map((line) => ({
          ean: line.ean,
          title: line.title,
          quantity: line.quantity,
          listUnitPrice: line.list_unit_price,
          quotedUnitPrice: line.quoted_unit_price,
        })),
      deliveryPrice: quote.delivery_price,
      validUntil: day(quote.valid_until),
      comments: comments
        .filter((comment) => comment.quote_id === quote.id)
        .map((comment) => ({ author: comment.author, content: comment.content, createdAt: iso(comment.created_at)! })),
      orderId: quote.order_id,
      orderNumber: typeof orderNumber === "string" ? orderNumber : null,
      answeredAt: iso(quote.answered_at),
      version: quote.version,
    }
  })
}

export async function toApiQuote(scope: MedusaContainer, quote: QuoteRow): Promise<ApiQuote> {
  return (await toApiQuotes(scope, [quote]))[0]
}
