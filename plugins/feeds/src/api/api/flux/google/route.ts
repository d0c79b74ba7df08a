import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendError } from "@shop/server-kit"
import { publishedProducts } from "../../../../lib/catalogue"
import { FEED_TEXTS } from "../../../../lib/messages"
import { googleFeedXml } from "../../../../lib/google-feed"
import { feedSettings } from "../../../../lib/options"
import { homeDeliveryCents } from "../../../../lib/shipping"

/**
 * GET /api/flux/google (public: Merchant Center fetches it): the shopping feed, RSS 2.0 with the g: namespace, one
 * item per published product the feed rules accept. Any failure while building it answers 500 (spec 8: "failure of
 * the shopping-feed check: converted to status 500"), never half a feed.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  let xml: string
  try {
    const { storefrontUrl } = feedSettings(req.scope)
    const [products, shippingCents] = await Promise.all([publishedProducts(req.scope), homeDeliveryCents(req.scope)])
    xml = googleFeedXml(products, { storefrontUrl, shippingCents, title: FEED_TEXTS.shopTitle, description: FEED_TEXTS.shopDescription })
  } catch (error) {
    req.scope.resolve("logger").error(`Google feed failed: ${(error as Error).message}`)
    return sendError(res, 500, FEED_TEXTS.feedFailed)
  }
  res.setHeader("Content-Type", "application/rss+xml; charset=utf-8")
  res.setHeader("Cache-Control", "public, max-age=900")
  res.send(xml)
}
