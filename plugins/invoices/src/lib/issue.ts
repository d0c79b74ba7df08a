import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, generateEntityId } from "@medusajs/framework/utils"
import { formatDocumentNumber, numberingYear, type DocumentSeries } from "./numbering"
import type { DocumentSnapshot } from "./snapshot"

export type IssuedDocument = {
  id: string
  number: string
  kind: "invoice" | "credit_note"
  order_id: string
  invoice_id: string | null
  refund_id: string | null
  issued_at: Date
  total_ttc: number
  snapshot: DocumentSnapshot
}

/** What to issue, decided from the order's documents already issued (read under the counter's lock). */
export type IssuePlan = { invoiceId?: string | null; refundId?: string | null; totalTtc: number; snapshot: DocumentSnapshot }

type Raw = { raw(sql: string, bindings?: unknown[]): Promise<{ rows: any[] }> }
type Knex = Raw & { transaction<T>(run: (trx: Raw) => Promise<T>): Promise<T> }

const SERIES: Record<IssuedDocument["kind"], DocumentSeries> = { invoice: "FA", credit_note: "AV" }

class NothingToIssue extends Error {}

/**
 * Issues a document with the next number of its series and year, in ONE transaction: the counter row is
 * incremented first (`insert … on conflict do update` takes its row lock, so concurrent issuers of the series wait
 * for this commit), then `plan` decides from the order's documents what to issue (null: nothing, e.g. the invoice
 * exists already), then the document is inserted. A failure or a null plan rolls the counter back with the
 * transaction: no number is ever skipped (a PostgreSQL sequence would skip it) nor given twice.
 */
export async function issueDocument(
  scope: MedusaContainer,
  kind: IssuedDocument["kind"],
  orderId: string,
  issuedAt: Date,
  plan: (documents: IssuedDocument[]) => IssuePlan | null
): Promise<IssuedDocument | null> {
  const pg = scope.resolve(ContainerRegistrationKeys.PG_CONNECTION) as unknown as Knex
  const series = SERIES[kind]
  const year = numberingYear(issuedAt)
  try {
    return await pg.transaction(async (trx) => {
      const counter = await trx.raw(
        `insert into invoice_counter (series, year, last) values (?, ?, 1)
           on conflict (series, year) do update set last = invoice_counter.last + 1
         returning last`,
        [series, year]
      )
      const decided = plan(await documentsOf(trx, orderId))
      if (!decided) throw new NothingToIssue()
      const row: IssuedDocument = {
        id: generateEntityId("", "invdoc"),
        number: formatDocumentNumber(series, year, Number(counter.rows[0].last)),
        kind,
        order_id: orderId,
        invoice_id: decided.invoiceId ?? null,
        refund_id: decided.refundId ?? null,
        issued_at: issuedAt,
        total_ttc: decided.totalTtc,
        snapshot: decided.snapshot,
      }
      await trx.raw(
        `insert into invoice_document (id, number, kind, order_id, invoice_id, refund_id, issued_at, total_ttc, snapshot)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb)`,
        [row.id, row.number, row.kind, row.order_id, row.invoice_id, row.refund_id, row.issued_at, row.total_ttc, JSON.stringify(row.snapshot)]
      )
      return row
    })
  } catch (error) {
    if (error instanceof NothingToIssue) return null
    throw error
  }
}

/** An order's documents, oldest first (the invoice, then its credit notes). */
export async function documentsOf(pg: Raw, orderId: string): Promise<IssuedDocument[]> {
  const result = await pg.raw(
    `select id, number, kind, order_id, invoice_id, refund_id, issued_at, total_ttc, snapshot
       from invoice_document where order_id = ? and deleted_at is null order by issued_at asc, number asc`,
    [orderId]
  )
  return result.rows as IssuedDocument[]
}

export async function orderDocuments(scope: MedusaContainer, orderId: string): Promise<IssuedDocument[]> {
  return documentsOf(scope.resolve(ContainerRegistrationKeys.PG_CONNECTION) as unknown as Knex, orderId)
}
