import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

export const PLUGIN_NAME = "@shop/checkout"

export type CheckoutOptions = {
  /**
   * Public address of the storefront: the card page's return URLs and the links in order e-mails. Default: the
   * first origin of `http.storeCors` (STORE_CORS), else http://localhost:8000.
   */
  storefrontUrl: string
  /** Open unpaid orders (CHECK_OUT or PENDING) one account, and one IP, may hold at once (issue 11 item 12). */
  unpaidOrderCaps: UnpaidOrderCaps
  /** Days a PENDING order (transfer awaited) waits before its reminder e-mail, and before it is cancelled. */
  pendingTransfer: PendingTransferDelays
}

export type UnpaidOrderCaps = { perAccount: number; perIp: number }
export type PendingTransferDelays = { reminderDays: number; expiryDays: number }

/**
 * Defaults (docs/adr/002-payment-flow.md): a pro rarely has more than a couple of orders awaiting payment; an office
 * behind one address a few more. A business transfer arrives in 1 to 3 working days: a reminder after 5 days, the
 * order cancelled (stock back on sale) after 10.
 */
export const DEFAULT_UNPAID_ORDER_CAPS: UnpaidOrderCaps = { perAccount: 3, perIp: 10 }
export const DEFAULT_PENDING_TRANSFER: PendingTransferDelays = { reminderDays: 5, expiryDays: 10 }

function positiveInteger(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : fallback
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
  const caps = (options.unpaidOrderCaps ?? {}) as Record<string, unknown>
  const pending = (options.pendingTransfer ?? {}) as Record<string, unknown>
  const reminderDays = positiveInteger(pending.reminderDays, DEFAULT_PENDING_TRANSFER.reminderDays)
  // The reminder must come before the cancellation, or it would never be sent.
  const expiryDays = positiveInteger(pending.expiryDays, DEFAULT_PENDING_TRANSFER.expiryDays)
  return {
    storefrontUrl: firstOrigin(options.storefrontUrl) ?? firstOrigin(config.projectConfig?.http?.storeCors) ?? "http://localhost:8000",
    unpaidOrderCaps: {
      perAccount: positiveInteger(caps.perAccount, DEFAULT_UNPAID_ORDER_CAPS.perAccount),
      perIp: positiveInteger(caps.perIp, DEFAULT_UNPAID_ORDER_CAPS.perIp),
    },
    pendingTransfer: { reminderDays, expiryDays: Math.max(expiryDays, reminderDays + 1) },
  }
}

export function checkoutOptions(scope: MedusaContainer): CheckoutOptions {
  return optionsFromConfig(scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE) as ConfigModule)
}
