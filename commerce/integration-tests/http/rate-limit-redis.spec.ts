import { spawnSync } from "node:child_process"
import { randomBytes } from "node:crypto"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import Redis from "ioredis"
import { seed } from "../helpers"

// The plugin's build, the very modules the app runs (the build ships no .d.ts: types from the source).
const { closeLoginRateLimiter, LoginRateLimiter, MemoryRateLimitStore } =
  require("@shop/compat-api/lib/auth/rate-limit") as typeof import("../../../plugins/compat-api/src/lib/auth/rate-limit")
const { createRateLimitRedis, RedisRateLimitStore } =
  require("@shop/compat-api/lib/auth/redis-store") as typeof import("../../../plugins/compat-api/src/lib/auth/redis-store")
type RedisRateLimitStore = import("../../../plugins/compat-api/src/lib/auth/redis-store").RedisRateLimitStore

jest.setTimeout(180 * 1000)

// The machine's real Redis (CI has one); the suite is skipped, saying so, only when none answers.
const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379"
const probe = spawnSync(
  process.execPath,
  ["-e", `const u=new URL(process.argv[1]);require("net").connect(+u.port||6379,u.hostname).on("connect",()=>process.exit(0)).on("error",()=>process.exit(1))`, REDIS_URL],
  { timeout: 3000 }
)
const reachable = probe.status === 0
if (!reachable) console.warn(`SKIPPED: Redis is not reachable at ${REDIS_URL} (set TEST_REDIS_URL); login counters across replicas are untested`)
const describeRedis = reachable ? describe : describe.skip

// This run's own keys: earlier or parallel runs cannot block these logins.
const PREFIX = `test:rate-limit-redis:${process.pid}:${randomBytes(4).toString("hex")}:`
const PASSWORD = "Chaleur#2026"
const LIMITS = { perIp: 10, perAccount: 5, windowMs: 15 * 60 * 1000 }
const TOO_MANY = { message: "Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes." }

type Answer = { status: number; data: Record<string, unknown>; headers: Record<string, unknown> }
type Axios = { request(config: Record<string, unknown>): Promise<Answer> }
type PluginEntry = { resolve?: string; options?: Record<string, unknown> }

medusaIntegrationTestRunner({
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
      return new LoginRateLimiter(store, LIMITS)
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
      await seed(container)
      redis = new Redis(REDIS_URL)
      configure({ redisUrl: REDIS_URL, redisKeyPrefix: PREFIX, loginRateLimit: LIMITS })
    })

    afterAll(async () => {
      await closeLoginRateLimiter()
      await Promise.all(replicas.map((store) => store.close()))
      if (!redis) return
      const keys = await redis.keys(`${PREFIX}*`)
      if (keys.length) await redis.del(...keys)
      await redis.quit()
    })

    describeRedis("login counters in Redis", () => {
      it("counts the app's failed logins in Redis, under the configured prefix, with the window as expiry", async () => {
        for (let i = 0; i < 2; i++) expect((await login("10.8.0.1", "Inconnu@Exemple.fr", "Mauvais#1")).status).toBe(401)
        expect(await redis.get(`${PREFIX}login:account:inconnu@exemple.fr`)).toBe("2")
        expect(await redis.get(`${PREFIX}login:ip:10.8.0.1`)).toBe("2")
        const ttl = await redis.pttl(`${PREFIX}login:account:inconnu@exemple.fr`)
        expect(ttl).toBeGreaterThan(LIMITS.windowMs - 60_000)
        expect(ttl).toBeLessThanOrEqual(LIMITS.windowMs)
      })

      it("refuses the app's login once another replica has seen the account's failures, and lets it in after that replica's success", async () => {
        const email = "replique.a@exemple.fr"
        expect((await signUp(email)).status).toBe(201)
        const replica = otherReplica()
        for (let i = 0; i < LIMITS.perAccount; i++) await replica.recordFailure({ ip: `10.8.1.${i + 1}`, email })
        const blocked = await login("10.8.1.100", email, PASSWORD)
        expect(blocked.status).toBe(429)
        expect(blocked.data).toEqual(TOO_MANY)
        expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(800)
        await replica.recordSuccess({ ip: "10.8.1.100", email })
        expect((await login("10.8.1.100", email, PASSWORD)).status).toBe(200)
      })

      it("blocks the account on another replica after the app's failures", async () => {
        const email = "replique.b@exemple.fr"
        for (let i = 0; i < LIMITS.perAccount; i++) expect((await login(`10.8.2.${i + 1}`, email, "Mauvais#1")).status).toBe(401)
        const replica = otherReplica()
        expect(await replica.retryAfter({ ip: "10.8.2.200", email })).toBeGreaterThan(800)
        expect(await replica.retryAfter({ ip: "10.8.2.200", email: "quelquun.dautre@exemple.fr" })).toBe(0)
      })

      it("shares one account's counter between two paths: PUT /api/me/password failures block PUT /api/auth", async () => {
        const email = "deux.chemins@exemple.fr"
        const signedUp = await signUp(email)
        expect(signedUp.status).toBe(201)
        const cookie = (signedUp.headers["set-cookie"] as string[]).find((c) => c.startsWith("connect.sid="))!.split(";")[0]
        for (let i = 0; i < LIMITS.perAccount; i++) {
          const wrong = await (api as unknown as Axios).request({
            method: "PUT",
            url: "/api/me/password",
            data: { old: "Mauvais#2026", new: "Nouveau#2026" },
            validateStatus: () => true,
            headers: { "x-forwarded-for": `10.8.4.${i + 1}`, cookie },
          })
          expect(wrong.status).toBe(400)
        }
        expect(await redis.get(`${PREFIX}login:account:${email}`)).toBe(String(LIMITS.perAccount))
        const blocked = await login("10.8.4.100", email, PASSWORD)
        expect(blocked.status).toBe(429)
        expect(blocked.data).toEqual(TOO_MANY)
      })

      it("counts 50 parallel failed logins on one account exactly 50 times", async () => {
        // Limits out of reach for this test, so every attempt is checked and counted.
        configure({ loginRateLimit: { ...LIMITS, perIp: 1000, perAccount: 1000 } })
        try {
          const answers = await Promise.all(
            Array.from({ length: 50 }, (_, i) => login(`10.8.3.${i + 1}`, "rafale@exemple.fr", "Mauvais#1"))
          )
          expect(answers.map((a) => a.status)).toEqual(Array(50).fill(401))
          expect(await redis.get(`${PREFIX}login:account:rafale@exemple.fr`)).toBe("50")
        } finally {
          configure({ loginRateLimit: LIMITS })
        }
      })
    })
  },
})
