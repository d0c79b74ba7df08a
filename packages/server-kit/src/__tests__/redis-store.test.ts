import { spawnSync } from "node:child_process"
import { randomBytes } from "node:crypto"
import type Redis from "ioredis"
import { RateLimiter } from "../limits/limiter"
import { createRateLimitRedis, RedisRateLimitStore } from "../limits/redis-store"
import { MemoryRateLimitStore } from "../limits/store"
import { edgeSettingsFromConfig } from "../settings"

// The machine's real Redis (CI has one). Probed once, synchronously, so outside CI the suite can be skipped with a reason.
const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379"
const probe = spawnSync(
  process.execPath,
  ["-e", `const u=new URL(process.argv[1]);require("net").connect(+u.port||6379,u.hostname).on("connect",()=>process.exit(0)).on("error",()=>process.exit(1))`, REDIS_URL],
  { timeout: 3000 }
)
const reachable = probe.status === 0
// Under CI a missing Redis is a broken machine, not a reason to skip.
if (!reachable && process.env.CI) throw new Error(`Redis is not reachable at ${REDIS_URL}: CI must provide one (TEST_REDIS_URL)`)
if (!reachable) console.warn(`SKIPPED: Redis is not reachable at ${REDIS_URL} (set TEST_REDIS_URL); the Redis rate-limit store is untested`)
const describeRedis = reachable ? describe : describe.skip

// Every run counts under its own keys: parallel runs and earlier runs cannot disturb it.
const PREFIX = `test:server-kit:${process.pid}:${randomBytes(4).toString("hex")}:`
const silent = { warn: () => undefined }

describeRedis("RedisRateLimitStore (real Redis)", () => {
  const clients: Redis[] = []
  const client = () => {
    const redis = createRateLimitRedis(REDIS_URL, 2000)
    clients.push(redis)
    return redis
  }
  const store = (prefix = PREFIX) => new RedisRateLimitStore(client(), new MemoryRateLimitStore(), silent, prefix)

  afterAll(async () => {
    const admin = clients[0]
    const keys = await admin.keys(`${PREFIX}*`)
    if (keys.length) await admin.del(...keys)
    await Promise.all(clients.map((redis) => redis.quit()))
  })

  it("counts 50 parallel hits exactly: each caller gets its own number, and the window has its expiry", async () => {
    const s = store()
    const now = Date.now()
    const counts = await Promise.all(Array.from({ length: 50 }, () => s.increment("login:ip:203.0.113.5", 60_000, now)))
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
    expect((await s.peek("login:ip:203.0.113.5", now)).count).toBe(50)
    const ttl = await clients[0].pttl(`${PREFIX}login:ip:203.0.113.5`)
    expect(ttl).toBeGreaterThan(55_000)
    expect(ttl).toBeLessThanOrEqual(60_000)
  })

  it("shares counts between two clients (two server replicas)", async () => {
    const a = store()
    const b = store()
    const now = Date.now()
    await Promise.all([
      ...Array.from({ length: 20 }, () => a.increment("login:account:a@x.fr", 60_000, now)),
      ...Array.from({ length: 30 }, () => b.increment("login:account:a@x.fr", 60_000, now)),
    ])
    expect((await a.peek("login:account:a@x.fr", now)).count).toBe(50)
    expect((await b.peek("login:account:a@x.fr", now)).count).toBe(50)
  })

  it("starts a new window when the old one is over, and forgets a reset key", async () => {
    const s = store()
    await s.increment("short", 150, Date.now())
    await s.increment("short", 150, Date.now())
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await s.peek("short", Date.now())).count).toBe(0)
    expect((await s.increment("short", 150, Date.now())).count).toBe(1)
    await s.reset("short")
    expect((await s.peek("short", Date.now())).count).toBe(0)
  })

  it("gives a key that lost its expiry one again (no counter lives forever)", async () => {
    await clients[0].set(`${PREFIX}stale`, "7")
    const counted = await store().increment("stale", 10_000, Date.now())
    expect(counted.count).toBe(8)
    expect(await clients[0].pttl(`${PREFIX}stale`)).toBeGreaterThan(0)
  })

  it("keeps its keys under its prefix", async () => {
    const other = `${PREFIX}other:`
    await store(other).increment("login:ip:1.2.3.4", 60_000, Date.now())
    expect((await store().peek("login:ip:1.2.3.4", Date.now())).count).toBe(0)
    expect(await clients[0].get(`${other}login:ip:1.2.3.4`)).toBe("1")
  })

  it("limits a key on every replica once the limit is reached on any of them", async () => {
    const limit = { perIp: 100, perKey: 3, windowMs: 60_000 }
    const replicaA = new RateLimiter("reset", store(), limit)
    const replicaB = new RateLimiter("reset", store(), limit)
    expect(await replicaA.take({ ip: "10.0.0.1", key: "victime@exemple.fr" })).toBe(0)
    expect(await replicaB.take({ ip: "10.0.0.2", key: "victime@exemple.fr" })).toBe(0)
    expect(await replicaA.take({ ip: "10.0.0.3", key: "Victime@exemple.fr" })).toBe(0)
    const wait = await replicaB.take({ ip: "10.0.0.4", key: "victime@exemple.fr" })
    expect(wait).toBeGreaterThan(55)
    expect(wait).toBeLessThanOrEqual(60)
  })

  it("lets exactly one of 20 parallel callers take a hold, and says when it ends", async () => {
    const s = store()
    const now = Date.now()
    const holds = await Promise.all(Array.from({ length: 20 }, () => store().hold("login:hold:x", 30_000, now)))
    expect(holds.filter((h) => h.taken)).toHaveLength(1)
    for (const h of holds.filter((h) => !h.taken)) expect(h.resetAt - now).toBeGreaterThan(25_000)
    await s.reset("login:hold:x")
    expect((await s.hold("login:hold:x", 1000, now)).taken).toBe(true)
  })
})

describe("RedisRateLimitStore without Redis", () => {
  it("fails open to per-process counting, quickly, with one warning", async () => {
    const warnings: string[] = []
    // Port 1: nothing listens, the connection is refused.
    const redis = createRateLimitRedis("redis://127.0.0.1:1", 300)
    const s = new RedisRateLimitStore(redis, new MemoryRateLimitStore(), { warn: (m) => warnings.push(m) }, PREFIX)
    try {
      // Failing open without waiting on Redis: a wait would run into jest's timeout (no duration asserted).
      const now = Date.now()
      expect((await s.increment("k", 60_000, now)).count).toBe(1)
      expect((await s.increment("k", 60_000, now)).count).toBe(2)
      expect((await s.peek("k", now)).count).toBe(2)
      expect((await s.hold("h", 60_000, now)).taken).toBe(true)
      expect((await s.hold("h", 60_000, now)).taken).toBe(false)
      await s.reset("k")
      expect((await s.peek("k", now)).count).toBe(0)
      expect(warnings).toHaveLength(1)
      expect(warnings[0]).toMatch(/^server-kit: rate limits cannot reach Redis \(.+\); counting per process until it is back$/)
    } finally {
      await s.close()
    }
  })
})

describe("redis settings", () => {
  it("are absent unless the edge plugin or REDIS_URL gives them", () => {
    const plain = edgeSettingsFromConfig({ plugins: [{ resolve: "@shop/compat-api", options: {} }] }, {})
    expect(plain).not.toHaveProperty("redisUrl")
    expect(plain).not.toHaveProperty("redisKeyPrefix")
    expect(edgeSettingsFromConfig({}, { REDIS_URL: "redis://env:6379" }).redisUrl).toBe("redis://env:6379")
    const set = edgeSettingsFromConfig(
      { plugins: [{ resolve: "@shop/compat-api", options: { redisUrl: " redis://cache:6379 ", redisKeyPrefix: "shop:" } }] },
      { REDIS_URL: "redis://env:6379" }
    )
    expect(set).toMatchObject({ redisUrl: "redis://cache:6379", redisKeyPrefix: "shop:" })
  })
})
