import type { MedusaContainer } from "@medusajs/framework/types"
import { configModule, pluginOptions } from "@shop/server-kit"
import { checkoutOptions } from "@shop/checkout/lib/options"

export const PLUGIN_NAME = "@shop/quotes"

export type QuotesOptions = {
  /** the shop's inbox told of each request and each pro comment */
  shopEmail: string
  /** public storefront address for the links in e-mails (the checkout's) */
  storefrontUrl: string
}

export const DEFAULT_SHOP_EMAIL = "devis@maison-chaleur.fr"

export function quotesOptions(scope: MedusaContainer): QuotesOptions {
  const options = pluginOptions(configModule(scope), PLUGIN_NAME)
  const shopEmail = typeof options.shopEmail === "string" && options.shopEmail.includes("@") ? options.shopEmail : DEFAULT_SHOP_EMAIL
  return {
    shopEmail,
    storefrontUrl: checkoutOptions(scope).storefrontUrl,
  }
}
