import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/**
 * The edge's settings, given once in medusa-config as options of the plugin that owns the shared edge
 * (`@shop/compat-api`), so every plugin serving /api applies the same rules. Read per request: a change of the
 * config module (tests) takes effect at once.
 */
export const EDGE_PLUGIN = "@shop/compat-api"

export type EdgeSettings = {
  /** Origins allowed to send PUT/POST/PATCH/DELETE to /api. Default: `http.storeCors` (STORE_CORS). */
  allowedOrigins: string[]
  /** Largest JSON body /api accepts, in bytes. */
  bodySizeLimit: number
  /** Redis of every rate-limit counter (option `redisUrl`, else REDIS_URL); none: the process's memory. */
  redisUrl?: string
  /** Prefix of the counters' Redis keys (default `maison-chaleur:rate-limit:`); tests give each run its own. */
  redisKeyPrefix?: string
  /**
   * The proxies between the client and this engine whose X-Forwarded-For entries are believed (option
   * `trustedProxies`, else TRUSTED_PROXIES; proxy-addr names: loopback, uniquelocal, linklocal, or addresses and
   * CIDR ranges). Default `loopback`: the storefront's own proxy on the same machine.
   */
  trustedProxies: string[]
}

export const DEFAULT_BODY_SIZE_LIMIT = 64 * 1024
export const DEFAULT_TRUSTED_PROXIES = ["loopback"]

type PluginEntry = string | { resolve?: string; options?: Record<string, unknown> }
export type ConfigModule = { plugins?: PluginEntry[]; projectConfig?: { http?: { storeCors?: string } } }

/** "http://a.test, http://b.test/" -> ["http://a.test", "http://b.test"] */
export function originList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : []
  return items
    .filter((item): item is string => typeof item === "string")
    .map((item) => item.trim().replace(/\/+$/, ""))
    .filter((item) => item !== "")
}

export function positiveInteger(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : fallback
}

/** The options medusa-config gives the plugin `name` (`plugins: [{ resolve, options }]`), `{}` when none. */
export function pluginOptions(config: ConfigModule, name: string): Record<string, unknown> {
  const entry = (config.plugins ?? []).find(
    (plugin): plugin is Exclude<PluginEntry, string> => typeof plugin !== "string" && plugin.resolve === name
  )
  return entry?.options ?? {}
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value.trim() : undefined
}

/** Pure, so the defaults are unit-tested. `env` is process.env in the app. */
export function edgeSettingsFromConfig(config: ConfigModule, env: NodeJS.ProcessEnv = process.env): EdgeSettings {
  const options = pluginOptions(config, EDGE_PLUGIN)
  const allowed = originList(options.allowedOrigins)
  const proxies = originList(options.trustedProxies ?? env.TRUSTED_PROXIES)
  const redisUrl = text(options.redisUrl) ?? text(env.REDIS_URL)
  const redisKeyPrefix = text(options.redisKeyPrefix)
  return {
    allowedOrigins: allowed.length ? allowed : originList(config.projectConfig?.http?.storeCors),
    bodySizeLimit: positiveInteger(options.bodySizeLimit, DEFAULT_BODY_SIZE_LIMIT),
    trustedProxies: proxies.length ? proxies : DEFAULT_TRUSTED_PROXIES,
    ...(redisUrl ? { redisUrl } : {}),
    ...(redisKeyPrefix ? { redisKeyPrefix } : {}),
  }
}

export function configModule(scope: MedusaContainer): ConfigModule {
  return scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE) as ConfigModule
}

export function edgeSettings(scope: MedusaContainer): EdgeSettings {
  return edgeSettingsFromConfig(configModule(scope))
}
