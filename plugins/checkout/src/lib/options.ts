import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

export const PLUGIN_NAME = "@shop/checkout"

export type CheckoutOptions = {
  /**
   * Public address of the storefront: the card page's return URLs and the links in order e-mails. Default: the
   * first origin of `http.storeCors` (STORE_CORS), else http://localhost:8000.
   */
  storefrontUrl: string
}

type PluginEntry = string | { resolve?: string; options?: Record<string, unknown> }
type ConfigModule = { plugins?: PluginEntry[]; projectConfig?: { http?: { storeCors?: string } } }

function firstOrigin(value: unknown): string | undefined {
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : []
  return items
    .filter((item): item is string => typeof item === "string")
    .map((item) => item.trim().replace(/\/+$/, ""))
    .find((item) => item !== "")
}

/** The plugin's entry in medusa-config (`plugins: [{ resolve: "@shop/checkout", options }]`), if any. */
export function pluginOptionsOf(config: { plugins?: PluginEntry[] }): Record<string, unknown> {
  const entry = (config.plugins ?? []).find(
    (plugin): plugin is Exclude<PluginEntry, string> => typeof plugin !== "string" && plugin.resolve === PLUGIN_NAME
  )
  return entry?.options ?? {}
}

/** Reads the plugin's options from a config module; pure, so the defaults are unit-tested. */
export function optionsFromConfig(config: ConfigModule): CheckoutOptions {
  const options = pluginOptionsOf(config)
  return {
    storefrontUrl: firstOrigin(options.storefrontUrl) ?? firstOrigin(config.projectConfig?.http?.storeCors) ?? "http://localhost:8000",
  }
}

export function checkoutOptions(scope: MedusaContainer): CheckoutOptions {
  return optionsFromConfig(scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE) as ConfigModule)
}
