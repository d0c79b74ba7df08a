import { XMLBuilder } from "fast-xml-parser"
import { isValidEan13, type ApiAdminProduct } from "@shop/shared"
import { feedPrice } from "./feed-money"

export const GOOGLE_NS = "http://base.google.com/ns/1.0"

/** What the Google feed needs besides the catalogue: the shop's address and its cheapest home delivery in France. */
export type GoogleFeedContext = { storefrontUrl: string; shippingCents: number; title: string; description: string }

/** Why a product is left out of the feed (Merchant Center refuses an item without these). */
export type FeedRefusal = "gtin" | "price" | "image" | "description" | "brand"

/** The feed's rules for one product: a valid EAN-13 as GTIN, a price, an image, a description and a brand. */
export function googleRefusals(product: ApiAdminProduct): FeedRefusal[] {
  const reasons: FeedRefusal[] = []
  if (!product.ean || !isValidEan13(product.ean)) reasons.push("gtin")
  if (product.priceCents === null || product.priceCents <= 0) reasons.push("price")
  if (!product.images.length) reasons.push("image")
  if (!product.description?.trim()) reasons.push("description")
  if (!product.brand?.trim()) reasons.push("brand")
  return reasons
}

/** An image path of the shop ("/api/…") made absolute: Google fetches it from outside. */
const absolute = (url: string, base: string) => (/^https?:\/\//i.test(url) ? url : `${base}${url.startsWith("/") ? "" : "/"}${url}`)

/** Google caps titles at 150 characters and descriptions at 5000. */
const cut = (text: string, max: number) => (text.length <= max ? text : text.slice(0, max - 1) + "…")

export function googleItem(product: ApiAdminProduct, context: GoogleFeedContext): Record<string, unknown> {
  const [image, ...more] = product.images.map((url) => absolute(url, context.storefrontUrl))
  return {
    "g:id": product.ean,
    title: cut(product.title, 150),
    description: cut(product.description ?? "", 5000),
    link: `${context.storefrontUrl}/products/${product.slug}/`,
    "g:image_link": image,
    ...(more.length ? { "g:additional_image_link": more.slice(0, 10) } : {}),
    "g:availability": (product.stock ?? 0) > 0 ? "in_stock" : "out_of_stock",
    "g:price": feedPrice(product.priceCents!),
    "g:brand": product.brand,
    "g:gtin": product.ean,
    "g:condition": "new",
    "g:shipping": { "g:country": "FR", "g:service": "Livraison à domicile", "g:price": feedPrice(context.shippingCents) },
  }
}

/**
 * The Merchant Center feed: RSS 2.0 with the g: namespace, one item per published product the rules accept (the
 * others are listed by /api/stats/merchant_center with their reasons). Built with fast-xml-parser's builder, which
 * escapes every text.
 */
export function googleFeedXml(products: ApiAdminProduct[], context: GoogleFeedContext): string {
  const items = products.filter((p) => googleRefusals(p).length === 0).map((p) => googleItem(p, context))
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@_", suppressBooleanAttributes: false, format: true, suppressEmptyNode: true })
  return builder.build({
    "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
    rss: {
      "@_version": "2.0",
      "@_xmlns:g": GOOGLE_NS,
      channel: { title: context.title, link: `${context.storefrontUrl}/`, description: context.description, item: items },
    },
  })
}
