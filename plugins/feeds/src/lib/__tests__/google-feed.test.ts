import { XMLParser } from "fast-xml-parser"
import type { ApiAdminProduct } from "@shop/shared"
import { googleFeedXml, googleRefusals } from "../google-feed"
import { blogRssXml, rfc822 } from "../blog-rss"

const product: ApiAdminProduct = {
  id: "prod_1", slug: "radiateur-a", status: "published", ean: "3760123456784", sku: null, title: "Radiateur <inertie> & sèche", subtitle: null,
  description: "Chaleur douce", brand: "Atlantic", category: null, priceCents: 49990, stock: 0, images: ["/api/dev/a.jpg", "https://cdn.test/b.jpg"], updatedAt: "",
}
const context = { storefrontUrl: "https://shop.test", shippingCents: 1990, title: "Maison Chaleur", description: "Chauffage" }

describe("Google feed rules", () => {
  it("names every reason a product is left out", () => {
    expect(googleRefusals(product)).toEqual([])
    expect(googleRefusals({ ...product, ean: "3760123456785", priceCents: null, images: [], description: " ", brand: null })).toEqual([
      "gtin", "price", "image", "description", "brand",
    ])
  })

  it("writes escaped RSS 2.0 with the g: namespace, absolute links and exact prices", () => {
    const xml = googleFeedXml([product, { ...product, id: "p2", ean: null }], context)
    const feed = new XMLParser({ ignoreAttributes: false }).parse(xml)
    expect(feed.rss["@_version"]).toBe("2.0")
    expect(feed.rss["@_xmlns:g"]).toBe("http://base.google.com/ns/1.0")
    const item = feed.rss.channel.item
    expect(item.title).toBe("Radiateur <inertie> & sèche")
    expect(item.link).toBe("https://shop.test/products/radiateur-a/")
    expect(item["g:image_link"]).toBe("https://shop.test/api/dev/a.jpg")
    expect(item["g:additional_image_link"]).toBe("https://cdn.test/b.jpg")
    expect(item["g:price"]).toBe("499.90 EUR")
    expect(item["g:availability"]).toBe("out_of_stock")
    expect(item["g:shipping"]).toEqual({ "g:country": "FR", "g:service": "Livraison à domicile", "g:price": "19.90 EUR" })
  })
})

describe("blog RSS", () => {
  it("lists articles newest first with RFC 822 dates and permanent guids", () => {
    const xml = blogRssXml(
      [
        { slug: "ancien", title: "Ancien", excerpt: null, publishedAt: "2026-01-05T10:00:00.000Z" },
        { slug: "neuf", title: "Neuf & chaud", excerpt: "Résumé", publishedAt: "2026-11-20T08:30:00.000Z" },
      ],
      "https://shop.test"
    )
    const channel = new XMLParser({ ignoreAttributes: false }).parse(xml).rss.channel
    expect(channel.link).toBe("https://shop.test/blog/")
    expect(channel.item.map((i: { title: string }) => i.title)).toEqual(["Neuf & chaud", "Ancien"])
    expect(channel.item[0].pubDate).toBe("Fri, 20 Nov 2026 08:30:00 GMT")
    expect(channel.item[0].guid).toEqual({ "#text": "https://shop.test/blog/neuf/", "@_isPermaLink": "true" })
    expect(rfc822("2026-11-25T05:43:32Z")).toBe("Wed, 25 Nov 2026 05:43:32 GMT")
  })
})
