import { storefrontLink } from "../mail/templates"

/** The e-mailed link: `${storefrontUrl}/unsubscribe/{token}` (the storefront page asks before unsubscribing). */
export function unsubscribeUrl(storefrontUrl: string, token: string): string {
  return storefrontLink(storefrontUrl, `/unsubscribe/${token}`)
}
