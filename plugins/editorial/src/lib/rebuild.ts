/**
 * A published article, page or homepage change reaches the static site by the incremental storefront build of ADR
 * 006: the same builder endpoint as the product desk's (STOREFRONT_REBUILD_URL with X-Rebuild-Token, run by
 * `npm start`), which re-sources the CMS and rewrites only the pages whose data changed. Unset (tests, a deployment
 * without a builder): nothing is sent. A failed request is logged, never the editor's problem.
 */
type Logger = { warn(message: string): void }

export async function requestStorefrontRebuild(pages: string[], logger: Logger, env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  const url = env.STOREFRONT_REBUILD_URL
  if (!url || !pages.length) return false
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "x-rebuild-token": env.STOREFRONT_REBUILD_TOKEN ?? "" },
      body: JSON.stringify({ pages, requestedAt: new Date().toISOString() }),
      signal: AbortSignal.timeout(5000),
    })
    if (!res.ok) logger.warn(`storefront rebuild request refused (${res.status}) for ${pages.join(", ")}`)
    return res.ok
  } catch (error) {
    logger.warn(`storefront rebuild request failed: ${(error as Error).message}`)
    return false
  }
}
