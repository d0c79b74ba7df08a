import type { ApiHealth } from "@shop/shared"

export type CmsProbe = { reachable: boolean; version?: string }

/** The CMS must answer fast: a slow CMS is reported as unreachable rather than holding the health check. */
export const CMS_TIMEOUT_MS = 1500

/** GET `${cmsUrl}/api/health`, which the CMS answers with `{ status: 'ok', version }`. */
export async function probeCms(
  cmsUrl: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs: number = CMS_TIMEOUT_MS
): Promise<CmsProbe> {
  try {
    const response = await fetchImpl(`${cmsUrl}/api/health`, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) return { reachable: false }
    const body = (await response.json().catch(() => null)) as { version?: unknown } | null
    return typeof body?.version === "string" ? { reachable: true, version: body.version } : { reachable: true }
  } catch {
    return { reachable: false }
  }
}

type Raw = { raw: (sql: string) => Promise<unknown> }

/** A real round trip to PostgreSQL through Medusa's own connection pool. */
export async function probeDatabase(pg: Raw): Promise<boolean> {
  try {
    await pg.raw("select 1")
    return true
  } catch {
    return false
  }
}

export function healthReport(engineVersion: string, cms: CmsProbe, databaseOk: boolean): ApiHealth {
  return {
    status: cms.reachable && databaseOk ? "ok" : "degraded",
    engine: { name: "medusa", version: engineVersion },
    cms,
    database: { ok: databaseOk },
  }
}
