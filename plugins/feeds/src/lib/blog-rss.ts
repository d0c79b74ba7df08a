import { XMLBuilder } from "fast-xml-parser"

/** One blog article as the feed shows it (read from Strapi: visible and published only). */
export type FeedArticle = { slug: string; title: string; excerpt: string | null; publishedAt: string }

export const BLOG_FEED_TEXTS = {
  title: "Maison Chaleur – le blog",
  description: "Conseils et actualités du chauffage électrique et de l'eau chaude.",
} as const

/** RFC 822 date as RSS 2.0 wants it ("Wed, 25 Nov 2026 05:43:32 GMT"). */
export function rfc822(iso: string): string {
  return new Date(iso).toUTCString()
}

/** The blog's RSS 2.0 feed, newest first; each item's guid is its permanent page address. */
export function blogRssXml(articles: FeedArticle[], storefrontUrl: string): string {
  const sorted = [...articles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@_", suppressBooleanAttributes: false, format: true })
  return builder.build({
    "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
    rss: {
      "@_version": "2.0",
      channel: {
        title: BLOG_FEED_TEXTS.title,
        link: `${storefrontUrl}/blog/`,
        description: BLOG_FEED_TEXTS.description,
        language: "fr-FR",
        ...(sorted[0] ? { lastBuildDate: rfc822(sorted[0].publishedAt) } : {}),
        item: sorted.map((article) => {
          const link = `${storefrontUrl}/blog/${article.slug}/`
          return {
            title: article.title,
            link,
            guid: { "#text": link, "@_isPermaLink": "true" },
            pubDate: rfc822(article.publishedAt),
            description: article.excerpt ?? "",
          }
        }),
      },
    },
  })
}

type StrapiArticle = { slug?: unknown; title?: unknown; excerpt?: unknown; publishedAt?: unknown }

/** Strapi's answer to `/api/articles` read into feed articles; records lacking a slug, title or date are skipped. */
export function articlesFromStrapi(body: unknown): FeedArticle[] {
  const data = (body as { data?: unknown })?.data
  if (!Array.isArray(data)) throw new Error("the CMS answered articles without a data list")
  return (data as StrapiArticle[]).flatMap((a) =>
    typeof a.slug === "string" && typeof a.title === "string" && typeof a.publishedAt === "string"
      ? [{ slug: a.slug, title: a.title, excerpt: typeof a.excerpt === "string" ? a.excerpt : null, publishedAt: a.publishedAt }]
      : []
  )
}

/** The 50 newest visible, published articles from the CMS (the storefront's read-only token when set). */
export async function fetchFeedArticles(cmsUrl: string, token: string, fetchImpl: typeof fetch = fetch): Promise<FeedArticle[]> {
  const query = "filters[visible][$eq]=true&sort=publishedAt:desc&pagination[pageSize]=50&fields[0]=slug&fields[1]=title&fields[2]=excerpt&fields[3]=publishedAt"
  const response = await fetchImpl(`${cmsUrl}/api/articles?${query}`, {
    headers: { Accept: "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    signal: AbortSignal.timeout(5000),
  })
  if (!response.ok) throw new Error(`the CMS answered ${response.status} for the articles`)
  return articlesFromStrapi(await response.json())
}
