import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

export const PLUGIN_NAME = "@shop/compat-api"

export type LoginRateLimit = {
  /** failed logins one IP address may make per window */
  perIp: number
  /** failed logins one account (e-mail) may take per window, whatever the IP */
  perAccount: number
  windowMs: number
}

export type CompatApiOptions = {
  /** Base URL of the Strapi CMS, e.g. http://localhost:1337 */
  cmsUrl: string
  /**
   * Origins allowed to send PUT/POST/DELETE to /api (the storefront). Default: the app's `http.storeCors`
   * (STORE_CORS), comma-separated.
   */
  allowedOrigins: string[]
  /** Largest JSON body /api accepts, in bytes. */
  bodySizeLimit: number
  loginRateLimit: LoginRateLimit
  /**
   * Public address of the storefront, base of the links in e-mails (reset link, order details). Default: the
   * first origin of `http.storeCors` (STORE_CORS, which `npm start` sets to the storefront), else http://localhost:8000.
   */
  storefrontUrl: string
  /**
   * Redis of the login rate-limit counters, shared by every server replica (`redis://host:6379`). Unset here:
   * REDIS_URL, else the in-process memory store (`loginRateLimiter` in src/lib/auth/rate-limit.ts).
   */
  redisUrl?: string
  /** Prefix of the counters' Redis keys (default `maison-chaleur:rate-limit:`); tests give each run its own. */
  redisKeyPrefix?: string
}

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = { perIp: 10, perAccount: 5, windowMs: 15 * 60 * 1000 }
export const DEFAULT_BODY_SIZE_LIMIT = 64 * 1024

type PluginEntry = string | { resolve?: string; options?: Record<string, unknown> }
type ConfigModule = { plugins?: PluginEntry[]; projectConfig?: { http?: { storeCors?: string } } }

function positiveInteger(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : fallback
}

/** "http://a.test, http://b.test/" -> ["http://a.test", "http://b.test"] */
export function originList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : []
  return items
    .filter((item): item is string => typeof item === "string")
    .map((item) => item.trim().replace(/\/+$/, ""))
    .filter((item) => item !== "")
}

/** Reads the plugin's options from a config module; pure, so the defaults are unit-tested. */
export function optionsFromConfig(config: ConfigModule): CompatApiOptions {
  const entry = (config.plugins ?? []).find(
    (plugin): plugin is Exclude<PluginEntry, string> => typeof plugin !== "string" && plugin.resolve === PLUGIN_NAME
  )
  const options = entry?.options ?? {}
  const cmsUrl = options.cmsUrl
  const limit = (options.loginRateLimit ?? {}) as Partial<Record<keyof LoginRateLimit, unknown>>
  const allowed = originList(options.allowedOrigins)
  const storeOrigins = originList(config.projectConfig?.http?.storeCors)
  const storefrontUrl = originList(options.storefrontUrl)[0] ?? storeOrigins[0] ?? "http://localhost:8000"
  return {
    cmsUrl: typeof cmsUrl === "string" && cmsUrl ? cmsUrl.replace(/\/+$/, "") : "http://localhost:1337",
    allowedOrigins: allowed.length ? allowed : storeOrigins,
    storefrontUrl,
    bodySizeLimit: positiveInteger(options.bodySizeLimit, DEFAULT_BODY_SIZE_LIMIT),
    loginRateLimit: {
      perIp: positiveInteger(limit.perIp, DEFAULT_LOGIN_RATE_LIMIT.perIp),
      perAccount: positiveInteger(limit.perAccount, DEFAULT_LOGIN_RATE_LIMIT.perAccount),
      windowMs: positiveInteger(limit.windowMs, DEFAULT_LOGIN_RATE_LIMIT.windowMs),
    },
    ...nonEmptyText("redisUrl", options.redisUrl),
    ...nonEmptyText("redisKeyPrefix", options.redisKeyPrefix),
  }
}

/** `{ [key]: value }` for a non-empty string, `{}` otherwise (absent options stay absent). */
function nonEmptyText<K extends string>(key: K, value: unknown): Partial<Record<K, string>> {
  return typeof value === "string" && value.trim() ? ({ [key]: value.trim() } as Record<K, string>) : {}
}

/** The options the app gave this plugin in medusa-config (`plugins: [{ resolve, options }]`). */
export function compatApiOptions(scope: MedusaContainer): CompatApiOptions {
  return optionsFromConfig(scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE) as ConfigModule)
}
