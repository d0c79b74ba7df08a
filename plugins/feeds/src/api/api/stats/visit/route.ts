import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendValidationError, withinRateLimit } from "@shop/server-kit"
import { pageViewSchema, statsRangeQuerySchema, type ApiVisits } from "@shop/shared"
import { PAGE_VIEW_MODULE } from "../../../../modules/page-view"
import type PageViewModuleService from "../../../../modules/page-view/service"
import { visitsBetween } from "../../../../lib/stats"
import { lastDays } from "../../../../lib/stats-range"

/** GET /api/stats/visit[?start=&end=] (any admin): consented page views, by day and by page; default the last 30 days. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const query = req.query as Record<string, unknown>
  const range = query.start === undefined && query.end === undefined ? { success: true as const, data: lastDays(30, new Date()) } : statsRangeQuerySchema.safeParse(query)
  if (!range.success) return sendValidationError(res, range.error)
  const visits: ApiVisits = await visitsBetween(req.scope, range.data.start, range.data.end)
  res.json(visits)
}

/** A page view per visitor is a few a minute; this caps what a script could add to the counts. */
export const PAGE_VIEW_BEACONS = { name: "page-view", limit: { perIp: 120, windowMs: 60 * 60 * 1000 } }

/**
 * POST /api/stats/visit {path} (public): the storefront's page-view beacon, sent only after the visitor accepted the
 * analytics cookies (storefront consent). Records the path and the instant, nothing about the visitor. 204.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = pageViewSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  if (!(await withinRateLimit(req, res, PAGE_VIEW_BEACONS))) return
  await req.scope.resolve<PageViewModuleService>(PAGE_VIEW_MODULE).createPageViews({ path: parsed.data.path })
  res.status(204).end()
}
