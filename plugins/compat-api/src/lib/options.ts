import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

export const PLUGIN_NAME = "@shop/compat-api"

export type CompatApiOptions = {
  /** Base URL of the Strapi CMS, e.g. http://localhost:1337 */
  cmsUrl: string
}

const DEFAULTS: CompatApiOptions = { cmsUrl: "http://localhost:1337" }

type PluginEntry = string | { resolve?: string; options?: Record<string, unknown> }

/** The options the app gave this plugin in medusa-config (`plugins: [{ resolve, options }]`). */
export function compatApiOptions(scope: MedusaContainer): CompatApiOptions {
  const config = scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE) as { plugins?: PluginEntry[] }
  const entry = (config.plugins ?? []).find(
    (plugin): plugin is Exclude<PluginEntry, string> => typeof plugin !== "string" && plugin.resolve === PLUGIN_NAME
  )
  const cmsUrl = entry?.options?.cmsUrl
  return { cmsUrl: typeof cmsUrl === "string" && cmsUrl ? cmsUrl.replace(/\/+$/, "") : DEFAULTS.cmsUrl }
}
