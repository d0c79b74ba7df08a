/**
 * A product change reaches its static page without a full rebuild: the engine tells the storefront's builder which
 * products changed, the builder (run by `npm start`: scripts/lib/storefront-rebuild.ts) runs Gatsby's incremental
 * build and swaps the served folder. Here the engine side: changes gathered for `GATHER_MS` then one request
 * `POST $STOREFRONT_REBUILD_URL {products}` with the shared token in `X-Rebuild-Token`. Without
 * STOREFRONT_REBUILD_URL (tests, a deployment without a builder) nothing is sent. A failed request is logged and
 * dropped: the page catches up at the next change or the next full build; the shop itself never waits for it.
 */
export const GATHER_MS = 1000
export const REBUILD_URL_VARIABLE = "STOREFRONT_REBUILD_URL"
export const REBUILD_TOKEN_VARIABLE = "STOREFRONT_REBUILD_TOKEN"

type Logger = { warn(message: string): void; info(message: string): void }
type Send = (url: string, init: { method: string; headers: Record<string, string>; body: string }) => Promise<{ ok: boolean; status: number }>

export class RebuildRequests {
  private pending = new Set<string>()
  private timer: NodeJS.Timeout | undefined

  constructor(
    private readonly env: NodeJS.ProcessEnv,
    private readonly send: Send = (url, init) => fetch(url, init),
    private readonly gatherMs = GATHER_MS
  ) {}

  get enabled(): boolean {
    return Boolean(this.env[REBUILD_URL_VARIABLE])
  }

  /** Notes changed products; one request leaves `gatherMs` after the first of a burst (an import of 500 rows: a few requests). */
  add(productIds: string[], logger: Logger): void {
    if (!this.enabled || !productIds.length) return
    for (const id of productIds) this.pending.add(id)
    this.timer ??= setTimeout(() => void this.flush(logger), this.gatherMs)
  }

  async flush(logger: Logger): Promise<void> {
    clearTimeout(this.timer)
    this.timer = undefined
    const products = [...this.pending]
    this.pending.clear()
    if (!products.length) return
    try {
      const res = await this.send(this.env[REBUILD_URL_VARIABLE]!, {
        method: "POST",
        headers: { "content-type": "application/json", "x-rebuild-token": this.env[REBUILD_TOKEN_VARIABLE] ?? "" },
        body: JSON.stringify({ products, requestedAt: new Date().toISOString() }),
      })
      if (!res.ok) logger.warn(`storefront rebuild request refused (${res.status}) for ${products.length} product(s)`)
    } catch (error) {
      logger.warn(`storefront rebuild request failed: ${(error as Error).message}`)
    }
  }
}

/** One queue per engine process. */
export const rebuildRequests = new RebuildRequests(process.env)
