import type { MedusaContainer } from "@medusajs/framework/types"
import { configModule, pluginOptions } from "@shop/server-kit"
import { compatApiOptions } from "@shop/compat-api/lib/options"

export const PLUGIN_NAME = "@shop/newsletter-campaigns"

export type NewsletterCampaignOptions = {
  /** throttle: e-mails a worker sends per second (default 5; SMTP relays limit senders) */
  emailsPerSecond: number
  /** how long a worker's claim on a campaign lasts without renewal; it renews before every e-mail */
  leaseSeconds: number
  /** public storefront address for the unsubscribe links (compat-api's) */
  storefrontUrl: string
}

export const DEFAULT_EMAILS_PER_SECOND = 5
export const DEFAULT_LEASE_SECONDS = 120

/** A positive number from the options, else the default. */
export function positiveNumber(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : fallback
}

export function campaignOptions(scope: MedusaContainer): NewsletterCampaignOptions {
  const options = pluginOptions(configModule(scope), PLUGIN_NAME)
  return {
    emailsPerSecond: positiveNumber(options.emailsPerSecond, DEFAULT_EMAILS_PER_SECOND),
    leaseSeconds: positiveNumber(options.leaseSeconds, DEFAULT_LEASE_SECONDS),
    storefrontUrl: compatApiOptions(scope).storefrontUrl,
  }
}
