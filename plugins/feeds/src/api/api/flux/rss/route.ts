import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendError } from "@shop/server-kit"
import { blogRssXml, fetchFeedArticles } from "../../../../lib/blog-rss"
import { FEED_TEXTS } from "../../../../lib/messages"
import { feedSettings } from "../../../../lib/options"

/** GET /api/flux/rss (public): the blog's RSS 2.0 feed from the CMS's visible, published articles; 502 if the CMS fails. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const { storefrontUrl, cmsUrl, cmsToken } = feedSettings(req.scope)
  let xml: string
  try {
    xml = blogRssXml(await fetchFeedArticles(cmsUrl, cmsToken), storefrontUrl)
  } catch (error) {
    req.scope.resolve("logger").warn(`blog RSS feed: ${(error as Error).message}`)
    return sendError(res, 502, FEED_TEXTS.cmsUnavailable)
  }
  res.setHeader("Content-Type", "application/rss+xml; charset=utf-8")
  res.setHeader("Cache-Control", "public, max-age=300")
  res.send(xml)
}
