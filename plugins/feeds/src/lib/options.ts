import type { ConfigModule, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

export type FeedSettings = {
  /** the public shop (product and article links): option `storefrontUrl`, else the first STORE_CORS origin */
  storefrontUrl: string
  /** the CMS the blog feed reads (CMS_URL) and its read-only token (CMS_READ_TOKEN, the storefront's) */
  cmsUrl: string
  cmsToken: string
}

const firstOrigin = (value: unknown): string | undefined =>
  typeof value === "string" ? value.split(",").map((v) => v.trim().replace(/\/+$/, "")).find(Boolean) : undefined

/** Pure: the settings from the config module and the environment (unit-tested defaults). */
export function feedSettingsFrom(config: ConfigModule, env: NodeJS.ProcessEnv): FeedSettings {
  const entry = (config.plugins ?? []).find((p) => typeof p !== "string" && p.resolve === "@shop/feeds")
  const options = (entry && typeof entry !== "string" ? entry.options : undefined) ?? {}
  return {
    storefrontUrl: firstOrigin(options.storefrontUrl) ?? firstOrigin(config.projectConfig?.http?.storeCors) ?? "http://localhost:8000",
    cmsUrl: firstOrigin(env.CMS_URL) ?? "http://localhost:1337",
    cmsToken: (env.CMS_READ_TOKEN ?? "").trim(),
  }
}

export function feedSettings(scope: MedusaContainer): FeedSettings {
  return feedSettingsFrom(scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE), process.env)
}
