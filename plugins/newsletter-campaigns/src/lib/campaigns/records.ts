import type { ApiNewsletterCampaign, ApiNewsletterCampaignCounts, ApiNewsletterCampaignList, NewsletterFilter } from "@shop/shared"
import { NEWSLETTER_PAGE_SIZE } from "@shop/shared"
import type { Sql } from "./sql"

type CampaignRow = {
  id: string
  tag: string
  filter: NewsletterFilter
  subject: string
  body: string
  status: ApiNewsletterCampaign["status"]
  created_by: string | null
  created_at: Date
  started_at: Date | null
  finished_at: Date | null
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null)

const EMPTY_COUNTS = (): ApiNewsletterCampaignCounts => ({ recipients: 0, pending: 0, sent: 0, failed: 0, skipped: 0, interrupted: 0 })

/**
 * Each campaign's deliveries counted by status (`sending` counts as pending: it is not done yet). Knex hands a JS
 * array to pg as one array parameter: `= any(?)`, never `in (?)` (which would compare with the array's text).
 */
async function countsOf(pg: Sql, ids: string[]): Promise<Map<string, ApiNewsletterCampaignCounts>> {
  const counts = new Map(ids.map((id) => [id, EMPTY_COUNTS()]))
  if (!ids.length) return counts
  const { rows } = await pg.raw(
    `select campaign_id, status, count(*)::int as n from newsletter_delivery
     where campaign_id = any(?) and deleted_at is null group by campaign_id, status`,
    [ids]
  )
  for (const row of rows as { campaign_id: string; status: string; n: number }[]) {
    const entry = counts.get(row.campaign_id)!
    const key = (row.status === "sending" ? "pending" : row.status) as keyof ApiNewsletterCampaignCounts
    entry[key] += row.n
    entry.recipients += row.n
  }
  return counts
}

function toApi(row: CampaignRow, counts: ApiNewsletterCampaignCounts): ApiNewsletterCampaign {
  return {
    id: row.id,
    tag: row.tag,
    filter: row.filter,
    template: { subject: row.subject, body: row.body },
    status: row.status,
    counts,
    createdBy: row.created_by,
    createdAt: iso(row.created_at)!,
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
  }
}

const COLUMNS = "id, tag, filter, subject, body, status, created_by, created_at, started_at, finished_at"

/** `GET /api/newsletter?page=`: newest first, 20 a page. */
export async function listCampaigns(pg: Sql, page: number): Promise<ApiNewsletterCampaignList> {
  const [{ rows }, total] = await Promise.all([
    pg.raw(`select ${COLUMNS} from newsletter_campaign where deleted_at is null order by created_at desc, id desc limit ? offset ?`, [
      NEWSLETTER_PAGE_SIZE,
      (page - 1) * NEWSLETTER_PAGE_SIZE,
    ]),
    pg.raw(`select count(*)::int as n from newsletter_campaign where deleted_at is null`),
  ])
  const campaigns = rows as unknown as CampaignRow[]
  const counts = await countsOf(pg, campaigns.map((row) => row.id))
  return {
    campaigns: campaigns.map((row) => toApi(row, counts.get(row.id)!)),
    page,
    pageSize: NEWSLETTER_PAGE_SIZE,
    total: Number((total.rows[0] as { n: number }).n),
  }
}

/** `GET /api/newsletter/{id}`; null when there is none. */
export async function campaignById(pg: Sql, id: string): Promise<ApiNewsletterCampaign | null> {
  const { rows } = await pg.raw(`select ${COLUMNS} from newsletter_campaign where id = ? and deleted_at is null`, [id])
  const row = rows[0] as unknown as CampaignRow | undefined
  if (!row) return null
  return toApi(row, (await countsOf(pg, [id])).get(id)!)
}
