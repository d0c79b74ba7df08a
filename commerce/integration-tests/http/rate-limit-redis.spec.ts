import { spawnSync } from "node:child_process"
import { randomBytes } from "node:crypto"
import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import Redis from "ioredis"


import { closeRateLimitStore, createRateLimitRedis, MemoryRateLimitStore, RedisRateLimitStore } from "@shop/server-kit"

// The plugin's build, the very module the app runs (the build ships no .d.ts: types from the source).
const { LoginLimiter } =
  require("@shop/compat-api/lib/auth/login-limit") as typeof import("../../../plugins/compat-api/src/lib/auth/login-limit")

jest.setTimeout(180 * 1000)

// The machine's real Redis (CI has one); outside CI the suite is skipped, saying so, when none answers.
const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379"
const probe = spawnSync(
  process.execPath,
  ["-e", `const u=new URL(process.argv[1]);require("net").connect(+u.port||6379,u.hostname).on("connect",()=>process.exit(0)).on("error",()=>process.exit(1))`, REDIS_URL],
  { timeout: 3000 }
)
const reachable = probe.status === 0
// Under CI a missing Redis is a broken machine, not a reason to skip.
if (!reachable && process.env.CI) throw new Error(`Redis is not reachable at ${REDIS_URL}: CI must provide one (TEST_REDIS_URL)`)
if (!reachable) console.warn(`SKIPPED: Redis is not reachable at ${REDIS_URL} (set TEST_REDIS_URL); login counters across replicas are untested`)
const describeRedis = reachable ? describe : describe.skip

// This run's own keys: earlier or parallel runs cannot block these logins.
const PREFIX = `test:rate-limit-redis:${process.pid}:${randomBytes(4).toString("hex")}:`
const PASSWORD = "Chaleur#2026"
const LIMITS = { perIp: 10, freeAttempts: 5, baseDelayMs: 30_000, maxDelayMs: 15 * 60 * 1000, windowMs: 15 * 60 * 1000 }
const TOO_MANY = { message: "Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes." }

type Answer = { status: number; data: Record<string, unknown>; headers: Record<string, unknown> }
type Axios = { request(config: Record<string, unknown>): Promise<Answer> }
type PluginEntry = { resolve?: string; options?: Record<string, unknown> }

integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let redis: Redis
    const replicas: RedisRateLimitStore[] = []
    const login = (ip: string, email: string, password: string) =>
      (api as unknown as Axios).request({
        method: "PUT",
        url: "/api/auth",
        data: { email, password },
        validateStatus: () => true,
        headers: { "x-forwarded-for": ip },
      })
    /** Gives the running app's compat-api these options (read on every request, as medusa-config would give them). */
    const configure = (options: Record<string, unknown>) => {
      const config = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE) as { plugins: (string | PluginEntry)[] }
      const entry = config.plugins.find((p): p is PluginEntry => typeof p !== "string" && p.resolve === "@shop/compat-api")!
      entry.options = { ...entry.options, ...options }
    }
    /** Another server replica: its own Redis connection and limiter, the same Redis keys. */
    const otherReplica = () => {
      const store = new RedisRateLimitStore(createRateLimitRedis(REDIS_URL, 2000), new MemoryRateLimitStore(), console, PREFIX)
      replicas.push(store)
      return new LoginLimiter(store, LIMITS)
    }
    const signUp = (email: string) =>
      (api as unknown as Axios).request({
        method: "POST",
        url: "/api/auth",
        data: { email, password: PASSWORD, cgu: true, newsletter: false, isPro: false },
        validateStatus: () => true,
        headers: { "x-forwarded-for": "10.8.255.1" },
      })

    beforeAll(async () => {
      container = getContainer()
      redis = new Redis(REDIS_URL)
      configure({ redisUrl: REDIS_URL, redisKeyPrefix: PREFIX, loginRateLimit: LIMITS })
    })

    afterAll(async () => {
      await closeRateLimitStore()
      await Promise.all(replicas.map((store) => store.close()))
      if (!redis) return
      const keys = await redis.keys(`${PREFIX}*`)
      if (keys.length) await redis.del(...keys)
      await redis.quit()
    })

    describeRedis("login counters in Redis", () => {
      it("counts the app's login attempts in Redis, under the configured prefix, with the window as expiry", async () => {
        for (let i = 0; i < 2; i++) expect((await login("10.8.0.1", "Inconnu@Exemple.fr", "Mauvais#1")).status).toBe(401)
        expect(await redis.get(`${PREFIX}login:account:inconnu@exemple.fr:10.8.0.1`)).toBe("2")
        expect(await redis.get(`${PREFIX}login:ip:10.8.0.1`)).toBe("2")
        const ttl = await redis.pttl(`${PREFIX}login:account:inconnu@exemple.fr:10.8.0.1`)
        expect(ttl).toBeGreaterThan(LIMITS.windowMs - 60_000)
        expect(ttl).toBeLessThanOrEqual(LIMITS.windowMs)
      })

      it("makes the app's login wait once another replica has seen the failures of this account from this IP", async () => {
        const email = "replique.a@exemple.fr"
        expect((await signUp(email)).status).toBe(201)
        const replica = otherReplica()
        const attempt = { ip: "10.8.1.1", email }
        for (let i = 0; i < LIMITS.freeAttempts; i++) {
          expect((await replica.admit(attempt)).wait).toBe(0)
          await replica.failed(attempt)
        }
        const blocked = await login("10.8.1.1", email, PASSWORD)
        expect(blocked.status).toBe(429)
        expect(blocked.data).toEqual(TOO_MANY)
        expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(20)
        // The owner elsewhere is not slowed down; a success on the replica clears the delay.
        expect((await login("10.8.1.2", email, PASSWORD)).status).toBe(200)
        await replica.succeeded(attempt)
        expect((await login("10.8.1.1", email, PASSWORD)).status).toBe(200)
      })

      it("makes another replica wait after the app's failures", async () => {
        const email = "replique.b@exemple.fr"
        for (let i = 0; i < LIMITS.freeAttempts; i++) expect((await login("10.8.2.1", email, "Mauvais#1")).status).toBe(401)
        const replica = otherReplica()
        expect((await replica.admit({ ip: "10.8.2.1", email })).wait).toBeGreaterThan(20)
        expect((await replica.admit({ ip: "10.8.2.1", email: "quelquun.dautre@exemple.fr" })).wait).toBe(0)
      })

      it("shares one account's counter between two paths: PUT /api/me/password failures slow PUT /api/auth", async () => {
        const email = "deux.chemins@exemple.fr"
        const signedUp = await signUp(email)
        expect(signedUp.status).toBe(201)
        const cookie = (signedUp.headers["set-cookie"] as string[]).find((c) => c.startsWith("connect.sid="))!.split(";")[0]
        for (let i = 0; i < LIMITS.freeAttempts; i++) {
          const wrong = await (api as unknown as Axios).request({
            method: "PUT",
            url: "/api/me/password",
            data: { old: "Mauvais#2026", new: "Nouveau#2026" },
            validateStatus: () => true,
            headers: { "x-forwarded-for": "10.8.4.1", cookie },
          })
          expect(wrong.status).toBe(400)
        }
        expect(await redis.get(`${PREFIX}login:account:${email}:10.8.4.1`)).toBe(String(LIMITS.freeAttempts))
        const blocked = await login("10.8.4.1", email, PASSWORD)
        expect(blocked.status).toBe(429)
        expect(blocked.data).toEqual(TOO_MANY)
      })

      it("counts 50 parallel wrong logins on one account exactly 50 times, before checking: at most 6 get checked", async () => {
        configure({ loginRateLimit: { ...LIMITS, perIp: 1000 } })
        try {
          const answers = await Promise.all(Array.from({ length: 50 }, () => login("10.8.3.1", "rafale@exemple.fr", "Mauvais#1")))
          const checked = answers.filter((a) => a.status === 401).length
          expect(checked).toBeLessThanOrEqual(LIMITS.freeAttempts + 1)
          expect(answers.filter((a) => a.status === 429)).toHaveLength(50 - checked)
          expect(await redis.get(`${PREFIX}login:account:rafale@exemple.fr:10.8.3.1`)).toBe("50")
        } finally {
          configure({ loginRateLimit: LIMITS })
        }
      })
    })
  },
})
