import type { MedusaContainer } from "@medusajs/framework/types"
import type { MailContent } from "./send"

/**
 * The module that knows the seller (the company plugin's, `/admin/societe`): every e-mail ends with the identity
 * line it gives. Resolved by this key so that the kit, which every plugin uses, depends on none of them.
 */
export const SELLER_MODULE = "company"
export type SellerSource = { mailIdentityLine(): Promise<string> }

/** Where the HTML frame (compat-api's mail/html.ts) wants the seller's line, inside its footer. */
export const SELLER_LINE_MARK = "<!--seller-identity-->"

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;")

/** The content with the seller's line at the end of the text part and at the frame's mark in the HTML part. */
export function withSellerLine(content: MailContent, line: string | null): MailContent {
  if (!line) return content
  return {
    ...content,
    text: `${content.text.replace(/\n*$/, "")}\n${line}\n`,
    html: content.html.replace(SELLER_LINE_MARK, `<br>${escapeHtml(line)}`),
  }
}

/** The seller's line of today, or null on a shop without the company plugin. */
export async function sellerLine(scope: MedusaContainer): Promise<string | null> {
  const seller = scope.resolve<SellerSource | undefined>(SELLER_MODULE, { allowUnregistered: true })
  return seller && typeof seller.mailIdentityLine === "function" ? seller.mailIdentityLine() : null
}
