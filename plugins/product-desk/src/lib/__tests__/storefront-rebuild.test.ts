import { RebuildRequests } from "../storefront-rebuild"

const logger = { warn: jest.fn(), info: jest.fn() }

describe("RebuildRequests", () => {
  it("sends nothing without STOREFRONT_REBUILD_URL", async () => {
    const send = jest.fn()
    const requests = new RebuildRequests({}, send, 5)
    requests.add(["prod_1"], logger)
    await requests.flush(logger)
    expect(send).not.toHaveBeenCalled()
  })

  it("gathers a burst of changes into one request with the token", async () => {
    const sent: { url: string; headers: Record<string, string>; body: string }[] = []
    const requests = new RebuildRequests(
      { STOREFRONT_REBUILD_URL: "http://127.0.0.1:1/rebuild", STOREFRONT_REBUILD_TOKEN: "t" },
      async (url, init) => {
        sent.push({ url, headers: init.headers, body: init.body })
        return { ok: true, status: 202 }
      },
      20
    )
    requests.add(["prod_1", "prod_2"], logger)
    requests.add(["prod_2", "prod_3"], logger)
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(sent).toHaveLength(1)
    expect(sent[0].url).toBe("http://127.0.0.1:1/rebuild")
    expect(sent[0].headers["x-rebuild-token"]).toBe("t")
    expect(JSON.parse(sent[0].body).products).toEqual(["prod_1", "prod_2", "prod_3"])
  })

  it("logs a builder that is down instead of failing the change", async () => {
    const requests = new RebuildRequests({ STOREFRONT_REBUILD_URL: "http://127.0.0.1:1/rebuild" }, async () => {
      throw new Error("ECONNREFUSED")
    }, 5)
    requests.add(["prod_1"], logger)
    await requests.flush(logger)
    expect(logger.warn).toHaveBeenCalledWith("storefront rebuild request failed: ECONNREFUSED")
  })
})
