/**
 * The search index's background work in one running app: product reindexes and stock refreshes, each
 * gathered for a short while (a seed of 2 000 products is 2 000 events: one pass), and the freshness
 * check's catch-up. Jobs run one after another, so two passes never interleave their writes.
 *
 * Owned by the index module, which closes it when the app shuts down: what is pending then runs at once
 * and is awaited while the database is still there, and nothing starts afterwards. (Work left on a timer
 * used to wake up after the app had gone and log "Unable to acquire a connection".)
 */
/** How long the subscribers' events are gathered before one indexing pass. */
export const SYNC_DELAY_MS = 200

export type IndexJobsOptions = {
  /** how long events are gathered before one pass */
  delayMs: number
  /** a failed background job: logged, the next one still runs */
  onError: (what: string, error: unknown) => void
}

type Reindex = (productIds: string[]) => Promise<unknown>

/** One stock move an inventory event names: a reservation (an order, its cancellation) or a stock level. */
export type StockMove = { kind: "reservation" | "level"; id: string }
/** The moves gathered for one refresh, or null for every indexed variant (an event that named nothing). */
export type StockMoves = { reservationIds: string[]; levelIds: string[] } | null
type Refresh = (moves: StockMoves) => Promise<unknown>

export class IndexJobs {
  private readonly pendingIds = new Set<string>()
  private readonly pendingReservations = new Set<string>()
  private readonly pendingLevels = new Set<string>()
  private refreshEverything = false
  private reindex: Reindex | null = null
  private stockRefresh: Refresh | null = null
  private productTimer: NodeJS.Timeout | null = null
  private stockTimer: NodeJS.Timeout | null = null
  private chain: Promise<unknown> = Promise.resolve()
  private closed = false

  constructor(private readonly options: IndexJobsOptions) {}

  /** Whether the app is shutting down: no new work is accepted. */
  get isClosed(): boolean {
    return this.closed
  }

  /** These products' rows are rebuilt in the next pass (`reindex` gets every id gathered meanwhile). */
  queueReindex(productIds: string[], reindex: Reindex): void {
    if (this.closed) return
    for (const id of productIds) this.pendingIds.add(id)
    this.reindex = reindex
    this.productTimer ??= setTimeout(() => this.startReindex(), this.options.delayMs)
  }

  /**
   * One stock refresh for every stock move of the next moment: of the variants those moves touched (an order
   * moves one or two, the catalogue has thousands), or of all of them when a move is unknown (`null`).
   */
  queueStockRefresh(move: StockMove | null, refresh: Refresh): void {
    if (this.closed) return
    if (!move) this.refreshEverything = true
    else (move.kind === "reservation" ? this.pendingReservations : this.pendingLevels).add(move.id)
    this.stockRefresh = refresh
    this.stockTimer ??= setTimeout(() => this.startStockRefresh(), this.options.delayMs)
  }

  /**
   * Runs `work` after the queued jobs and answers its outcome (a caller may wait for it). Once closed,
   * nothing runs: the answer is undefined at once.
   */
  run<T>(what: string, work: () => Promise<T>): Promise<T | undefined> {
    if (this.closed) return Promise.resolve(undefined)
    const result = this.chain.then(work)
    this.chain = result.catch((error: unknown) => this.options.onError(what, error))
    return result
  }

  /** The pending passes run now (not on their timer) and everything queued is awaited. */
  async settle(): Promise<void> {
    if (this.productTimer) this.startReindex()
    if (this.stockTimer) this.startStockRefresh()
    await this.chain
  }

  /** Shutdown: settles, and later calls do nothing. */
  async close(): Promise<void> {
    const settled = this.settle()
    this.closed = true
    await settled
  }

  private startReindex(): void {
    if (this.productTimer) clearTimeout(this.productTimer)
    this.productTimer = null
    const ids = [...this.pendingIds]
    const reindex = this.reindex
    this.pendingIds.clear()
    if (reindex && ids.length) void this.run("reindex", () => reindex(ids)).catch(() => undefined)
  }

  private startStockRefresh(): void {
    if (this.stockTimer) clearTimeout(this.stockTimer)
    this.stockTimer = null
    const refresh = this.stockRefresh
    const moves: StockMoves = this.refreshEverything
      ? null
      : { reservationIds: [...this.pendingReservations], levelIds: [...this.pendingLevels] }
    this.refreshEverything = false
    this.pendingReservations.clear()
    this.pendingLevels.clear()
    if (refresh) void this.run("stock refresh", () => refresh(moves)).catch(() => undefined)
  }
}
