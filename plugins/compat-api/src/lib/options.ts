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
  return {
    cmsUrl: typeof cmsUrl === "string" && cmsUrl ? cmsUrl.replace(/\/+$/, "") : "http://localhost:1337",
    allowedOrigins: allowed.length ? allowed : originList(config.projectConfig?.http?.storeCors),
    bodySizeLimit: positiveInteger(options.bodySizeLimit, DEFAULT_BODY_SIZE_LIMIT),
    loginRateLimit: {
      perIp: positiveInteger(limit.perIp, DEFAULT_LOGIN_RATE_LIMIT.perIp),
      perAccount: positiveInteger(limit.perAccount, DEFAULT_LOGIN_RATE_LIMIT.perAccount),
      windowMs: positiveInteger(limit.windowMs, DEFAULT_LOGIN_RATE_LIMIT.windowMs),
    },
  }
}

/** The options the app gave this plugin in medusa-config (`plugins: [{ resolve, options }]`). */
export function compatApiOptions(scope: MedusaContainer): CompatApiOptions {
  return optionsFromConfig(scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE) as ConfigModule)
}
