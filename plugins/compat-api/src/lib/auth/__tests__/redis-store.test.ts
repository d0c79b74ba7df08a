import { spawnSync } from "node:child_process"
import { randomBytes } from "node:crypto"
import type Redis from "ioredis"
import { optionsFromConfig } from "../../options"
import { LoginRateLimiter, MemoryRateLimitStore } from "../rate-limit"
import { createRateLimitRedis, RedisRateLimitStore } from "../redis-store"

// The machine's real Redis (CI has one). Probed once, synchronously, so the suite can be skipped with a reason.
const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379"
const probe = spawnSync(
  process.execPath,
  ["-e", `const u=new URL(process.argv[1]);require("net").connect(+u.port||6379,u.hostname).on("connect",()=>process.exit(0)).on("error",()=>process.exit(1))`, REDIS_URL],
  { timeout: 3000 }
)
const reachable = probe.status === 0
if (!reachable) console.warn(`SKIPPED: Redis is not reachable at ${REDIS_URL} (set TEST_REDIS_URL); the Redis rate-limit store is untested`)
const describeRedis = reachable ? describe : describe.skip

// Every run counts under its own keys: parallel runs and earlier runs cannot disturb it.
const PREFIX = `test:compat-api:${process.pid}:${randomBytes(4).toString("hex")}:`
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

  it("blocks an account on every replica once the limiter's failures are reached on any of them", async () => {
    const limits = { perIp: 100, perAccount: 3, windowMs: 60_000 }
    const replicaA = new LoginRateLimiter(store(), limits)
    const replicaB = new LoginRateLimiter(store(), limits)
    await replicaA.recordFailure({ ip: "10.0.0.1", email: "victime@exemple.fr" })
    await replicaB.recordFailure({ ip: "10.0.0.2", email: "victime@exemple.fr" })
    expect(await replicaA.retryAfter({ ip: "10.0.0.3", email: "victime@exemple.fr" })).toBe(0)
    await replicaA.recordFailure({ ip: "10.0.0.3", email: "Victime@exemple.fr" })
    const wait = await replicaB.retryAfter({ ip: "10.0.0.4", email: "victime@exemple.fr" })
    expect(wait).toBeGreaterThan(55)
    expect(wait).toBeLessThanOrEqual(60)
    await replicaB.recordSuccess({ ip: "10.0.0.4", email: "victime@exemple.fr" })
    expect(await replicaA.retryAfter({ ip: "10.0.0.5", email: "victime@exemple.fr" })).toBe(0)
  })
})

describe("RedisRateLimitStore without Redis", () => {
  it("fails open to per-process counting, quickly, with one warning", async () => {
    const warnings: string[] = []
    // Port 1: nothing listens, the connection is refused.
    const redis = createRateLimitRedis("redis://127.0.0.1:1", 300)
    const s = new RedisRateLimitStore(redis, new MemoryRateLimitStore(), { warn: (m) => warnings.push(m) }, PREFIX)
    try {
      const started = Date.now()
      const now = Date.now()
      expect((await s.increment("k", 60_000, now)).count).toBe(1)
      expect((await s.increment("k", 60_000, now)).count).toBe(2)
      expect((await s.peek("k", now)).count).toBe(2)
      await s.reset("k")
      expect((await s.peek("k", now)).count).toBe(0)
      expect(Date.now() - started).toBeLessThan(3000)
      expect(warnings).toHaveLength(1)
      expect(warnings[0]).toMatch(/^compat-api: login rate limit cannot reach Redis \(.+\); counting per process until it is back$/)
    } finally {
      await s.close()
    }
  })
})

describe("redis options", () => {
  it("are absent unless the plugin is given them", () => {
    const plain = optionsFromConfig({ plugins: [{ resolve: "@shop/compat-api", options: {} }] })
    expect(plain).not.toHaveProperty("redisUrl")
    expect(plain).not.toHaveProperty("redisKeyPrefix")
    const set = optionsFromConfig({
      plugins: [{ resolve: "@shop/compat-api", options: { redisUrl: " redis://cache:6379 ", redisKeyPrefix: "shop:" } }],
    })
    expect(set).toMatchObject({ redisUrl: "redis://cache:6379", redisKeyPrefix: "shop:" })
  })
})
