import type { MedusaContainer } from "@medusajs/framework/types"
import { configModule, originList, pluginOptions, positiveInteger, type ConfigModule } from "@shop/server-kit"

export const PLUGIN_NAME = "@shop/compat-api"

/** The login limiter (lib/auth/login-limit.ts): a per-IP cap, and a growing delay per account + IP. */
export type LoginRateLimit = {
  /** login attempts one IP address may make per window, whatever the account */
  perIp: number
  /** attempts on one account from one IP before each next one must wait */
  freeAttempts: number
  /** the first wait; each further attempt doubles it, up to `maxDelayMs` */
  baseDelayMs: number
  maxDelayMs: number
  /** how long the counts are kept after the last attempt's window started */
  windowMs: number
}

/** A windowed per-IP limit on a costly write (sign-up, checkout submit: issue 11 item 12). */
export type IpRateLimit = { perIp: number; windowMs: number }

/**
 * This plugin's own options. The edge's settings (allowed origins, body size, Redis of the rate limits, trusted
 * proxies) are given in the same options block but read by the server kit (`edgeSettings`, @shop/server-kit).
 */
export type CompatApiOptions = {
  /** Base URL of the Strapi CMS, e.g. http://localhost:1337 */
  cmsUrl: string
  loginRateLimit: LoginRateLimit
  /** accounts one IP may create per window (each may be a pro holding stock by transfer) */
  signupRateLimit: IpRateLimit
  /** checkout submits one IP may make per window (each order reserves stock); read by @shop/checkout */
  checkoutRateLimit: IpRateLimit
  /**
   * Public address of the storefront, base of the links in e-mails (reset link, order details). Default: the
   * first origin of `http.storeCors` (STORE_CORS, which `npm start` sets to the storefront), else http://localhost:8000.
   */
  storefrontUrl: string
}

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = {
  perIp: 10,
  freeAttempts: 5,
  baseDelayMs: 30 * 1000,
  maxDelayMs: 15 * 60 * 1000,
  windowMs: 15 * 60 * 1000,
}

/**
 * Production defaults (docs/adr/002-payment-flow.md, "Stock held at will"): a household or an office behind one
 * address signs up a few accounts and submits a few orders an hour; a script wanting the stock needs hundreds. A shop
 * whose visitors share one address (the local journeys all come from 127.0.0.1) raises them through these options.
 */
export const DEFAULT_SIGNUP_RATE_LIMIT: IpRateLimit = { perIp: 10, windowMs: 60 * 60 * 1000 }
export const DEFAULT_CHECKOUT_RATE_LIMIT: IpRateLimit = { perIp: 30, windowMs: 60 * 60 * 1000 }

function ipRateLimit(value: unknown, defaults: IpRateLimit): IpRateLimit {
  const limit = (value ?? {}) as Partial<Record<keyof IpRateLimit, unknown>>
  return { perIp: positiveInteger(limit.perIp, defaults.perIp), windowMs: positiveInteger(limit.windowMs, defaults.windowMs) }
}

/** Reads the plugin's options from a config module; pure, so the defaults are unit-tested. */
export function optionsFromConfig(config: ConfigModule): CompatApiOptions {
  const options = pluginOptions(config, PLUGIN_NAME)
  const cmsUrl = options.cmsUrl
  const limit = (options.loginRateLimit ?? {}) as Partial<Record<keyof LoginRateLimit, unknown>>
  const storeOrigins = originList(config.projectConfig?.http?.storeCors)
  const storefrontUrl = originList(options.storefrontUrl)[0] ?? storeOrigins[0] ?? "http://localhost:8000"
  const defaults = DEFAULT_LOGIN_RATE_LIMIT
  return {
    cmsUrl: typeof cmsUrl === "string" && cmsUrl ? cmsUrl.replace(/\/+$/, "") : "http://localhost:1337",
    storefrontUrl,
    loginRateLimit: {
      perIp: positiveInteger(limit.perIp, defaults.perIp),
      freeAttempts: positiveInteger(limit.freeAttempts, defaults.freeAttempts),
      baseDelayMs: positiveInteger(limit.baseDelayMs, defaults.baseDelayMs),
      maxDelayMs: positiveInteger(limit.maxDelayMs, defaults.maxDelayMs),
      windowMs: positiveInteger(limit.windowMs, defaults.windowMs),
    },
    signupRateLimit: ipRateLimit(options.signupRateLimit, DEFAULT_SIGNUP_RATE_LIMIT),
    checkoutRateLimit: ipRateLimit(options.checkoutRateLimit, DEFAULT_CHECKOUT_RATE_LIMIT),
  }
}

/** The options the app gave this plugin in medusa-config (`plugins: [{ resolve, options }]`). */
export function compatApiOptions(scope: MedusaContainer): CompatApiOptions {
  return optionsFromConfig(configModule(scope))
}
