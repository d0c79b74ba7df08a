import { IndexJobs, type StockMoves } from "../index-jobs"

/** A job the test finishes by hand, to see what runs while another is in progress. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

describe("the search index's background jobs", () => {
  const errors: string[] = []
  const jobs = (delayMs = 60_000) => new IndexJobs({ delayMs, onError: (what, error) => errors.push(`${what}: ${String(error)}`) })

  beforeEach(() => {
    errors.length = 0
  })

  it("gathers the products of many events into one reindex pass", async () => {
    const queue = jobs(5)
    const passes: string[][] = []
    const reindex = async (ids: string[]) => void passes.push(ids)
    queue.queueReindex(["prod_1"], reindex)
    queue.queueReindex(["prod_2", "prod_1"], reindex)
    queue.queueReindex(["prod_3"], reindex)
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(passes).toEqual([["prod_1", "prod_2", "prod_3"]])
  })

  it("gathers the stock moves of many events into one refresh of the variants they touched", async () => {
    const queue = jobs(5)
    const refreshes: StockMoves[] = []
    const refresh = async (moves: StockMoves) => void refreshes.push(moves)
    queue.queueStockRefresh({ kind: "reservation", id: "resitem_1" }, refresh)
    queue.queueStockRefresh({ kind: "level", id: "ilev_1" }, refresh)
    queue.queueStockRefresh({ kind: "reservation", id: "resitem_1" }, refresh)
    await new Promise((resolve) => setTimeout(resolve, 30))
    queue.queueStockRefresh({ kind: "level", id: "ilev_2" }, refresh)
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(refreshes).toEqual([
      { reservationIds: ["resitem_1"], levelIds: ["ilev_1"] },
      { reservationIds: [], levelIds: ["ilev_2"] },
    ])
  })

  it("refreshes every variant when one of the gathered events named no stock row", async () => {
    const queue = jobs(5)
    const refreshes: StockMoves[] = []
    const refresh = async (moves: StockMoves) => void refreshes.push(moves)
    queue.queueStockRefresh({ kind: "reservation", id: "resitem_1" }, refresh)
    queue.queueStockRefresh(null, refresh)
    await new Promise((resolve) => setTimeout(resolve, 30))
    queue.queueStockRefresh({ kind: "level", id: "ilev_2" }, refresh)
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(refreshes).toEqual([null, { reservationIds: [], levelIds: ["ilev_2"] }])
  })

  it("runs jobs one after another, never two at once", async () => {
    const queue = jobs()
    const first = deferred()
    const order: string[] = []
    const a = queue.run("a", async () => {
      order.push("a starts")
      await first.promise
      order.push("a ends")
    })
    const b = queue.run("b", async () => void order.push("b runs"))
    await new Promise((resolve) => setImmediate(resolve))
    expect(order).toEqual(["a starts"])
    first.resolve()
    await Promise.all([a, b])
    expect(order).toEqual(["a starts", "a ends", "b runs"])
  })

  it("logs a failed job and still runs the next one", async () => {
    const queue = jobs()
    await expect(queue.run("rebuild", async () => Promise.reject(new Error("database down")))).rejects.toThrow("database down")
    await expect(queue.run("catch-up", async () => 42)).resolves.toBe(42)
    expect(errors).toEqual(["rebuild: Error: database down"])
  })

  it("at shutdown runs the pending passes at once and waits for them, instead of leaving them on a timer", async () => {
    const queue = jobs(60_000)
    const done: string[] = []
    queue.queueReindex(["prod_1"], async (ids) => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      done.push(`reindex ${ids.join(",")}`)
    })
    queue.queueStockRefresh(null, async () => void done.push("stock"))
    await queue.close()
    expect(done).toEqual(["reindex prod_1", "stock"])
  })

  it("waits at shutdown for a job already running", async () => {
    const queue = jobs()
    const running = deferred()
    let finished = false
    void queue.run("rebuild", async () => {
      await running.promise
      finished = true
    })
    const closing = queue.close()
    running.resolve()
    await closing
    expect(finished).toBe(true)
  })

  it("starts nothing once the app is shutting down", async () => {
    const queue = jobs(1)
    await queue.close()
    const work = jest.fn(async () => undefined)
    queue.queueReindex(["prod_1"], work)
    queue.queueStockRefresh(null, work)
    await expect(queue.run("rebuild", work)).resolves.toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(work).not.toHaveBeenCalled()
    expect(queue.isClosed).toBe(true)
  })
})

describe("settling the index's jobs", () => {
  it("runs a pending pass at once and keeps accepting work afterwards", async () => {
    const queue = new IndexJobs({ delayMs: 60_000, onError: () => undefined })
    const done: string[] = []
    queue.queueStockRefresh(null, async () => void done.push("stock"))
    await queue.settle()
    expect(done).toEqual(["stock"])
    await expect(queue.run("catch-up", async () => "again")).resolves.toBe("again")
    expect(queue.isClosed).toBe(false)
  })
})
