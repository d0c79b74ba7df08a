import { healthReport, probeCms, probeDatabase } from "../checks"

function fakeFetch(answer: () => Promise<Response>): typeof fetch {
  return (async () => answer()) as typeof fetch
}

describe("probeCms", () => {
  it("reads the CMS version from /api/health", async () => {
    let calledWith = ""
    const fetchImpl = (async (url: string) => {
      calledWith = url
      return new Response(JSON.stringify({ status: "ok", version: "5.54.0" }), { status: 200 })
    }) as unknown as typeof fetch
    await expect(probeCms("http://cms.test", fetchImpl)).resolves.toEqual({ reachable: true, version: "5.54.0" })
    expect(calledWith).toBe("http://cms.test/api/health")
  })

  it("reports an error status or a network failure as unreachable", async () => {
    await expect(probeCms("http://cms.test", fakeFetch(async () => new Response("", { status: 503 })))).resolves.toEqual({ reachable: false })
    await expect(probeCms("http://cms.test", fakeFetch(async () => Promise.reject(new Error("ECONNREFUSED"))))).resolves.toEqual({ reachable: false })
  })

  it("gives up after the timeout", async () => {
    const hanging = ((_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new Error("aborted"))))) as unknown as typeof fetch
    // The fetch never answers: only the timeout can settle the probe (a hang would fail on jest's timeout).
    await expect(probeCms("http://cms.test", hanging, 50)).resolves.toEqual({ reachable: false })
  })
})

describe("probeDatabase / healthReport", () => {
  it("runs select 1 and reports failures", async () => {
    const sql: string[] = []
    await expect(probeDatabase({ raw: async (q) => void sql.push(q) })).resolves.toBe(true)
    expect(sql).toEqual(["select 1"])
    await expect(probeDatabase({ raw: async () => Promise.reject(new Error("down")) })).resolves.toBe(false)
  })

  it("is ok only when both the CMS and the database answer", () => {
    expect(healthReport("2.21.2", { reachable: true, version: "5.54.0" }, true)).toEqual({
      status: "ok",
      engine: { name: "medusa", version: "2.21.2" },
      cms: { reachable: true, version: "5.54.0" },
      database: { ok: true },
    })
    expect(healthReport("2.21.2", { reachable: false }, true).status).toBe("degraded")
    expect(healthReport("2.21.2", { reachable: true }, false).status).toBe("degraded")
  })
})
