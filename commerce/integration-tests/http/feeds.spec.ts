import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import { XMLParser } from "fast-xml-parser"
import { completeEan13, isValidEan13, type ApiProductImportAnswer } from "@shop/shared"
import { DEV_PRODUCT_IMPORT_API_KEY, IMPORT_TEXTS } from "@shop/product-desk"
import { MANO_TEXTS } from "@shop/feeds"
import { CATALOGUE } from "../../src/scripts/seed/catalogue"
import { sqlOf, withEngineErrorsHeld, type SqlParam } from "../helpers"
import { Visitor, type VisitorApi } from "../visitor"
import { staffVisitor } from "./kit/desk-staff"
import { multipart } from "./kit/multipart"

jest.setTimeout(300 * 1000)

const DENIED = "Accès refusé!"
const LOGIN_REQUIRED = "Vous devez être connecté avec un compte de l’équipe."
const NEW_EAN = completeEan13("376099900101")
const seeded = CATALOGUE.find((p) => p.stock > 3 && !p.bestSeller)!


/** Issue 14, feeds: the Google Merchant Center feed checked against its rules, the ManoMano CSV out and in. */
integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let marketing: Visitor
    let editor: Visitor
    const http = api as unknown as VisitorApi
    const anonymous = new Visitor(http, "10.42.0.1")
    const sql = <T>(text: string, params: SqlParam[] = []) => sqlOf(container)<T>(text, params)

    beforeAll(async () => {
      container = getContainer()
      marketing = await staffVisitor(container, http, "marketing", ["extern"], "10.42.0.2")
      editor = await staffVisitor(container, http, "redaction", ["faq"], "10.42.0.3")
    })

    describe("GET /api/flux/google", () => {
      it("lists every published product with the fields Merchant Center requires, a valid GTIN and an exact price", async () => {
        const res = await anonymous.call<string>("GET", "/api/flux/google")
        expect(res.status).toBe(200)
        expect(res.headers["content-type"]).toBe("application/rss+xml; charset=utf-8")
        const feed = new XMLParser({ ignoreAttributes: false }).parse(res.data)
        expect(feed.rss["@_version"]).toBe("2.0")
        expect(feed.rss["@_xmlns:g"]).toBe("http://base.google.com/ns/1.0")
        const items = [feed.rss.channel.item].flat() as Record<string, any>[]
        const [{ count }] = await sql<{ count: string }>(`select count(*) from product where status = 'published' and deleted_at is null`)
        expect(items).toHaveLength(Number(count))
        for (const item of items) {
          for (const field of ["g:id", "title", "description", "link", "g:image_link", "g:availability", "g:price", "g:brand", "g:gtin", "g:condition"]) {
            expect(String(item[field] ?? "").trim()).not.toBe("")
          }
          expect(isValidEan13(String(item["g:gtin"]))).toBe(true)
          expect(item["g:price"]).toMatch(/^\d+\.\d{2} EUR$/)
          expect(["in_stock", "out_of_stock"]).toContain(item["g:availability"])
          expect(item["g:condition"]).toBe("new")
          expect(item.link).toMatch(/^https?:\/\/[^/]+\/products\/[a-z0-9-]+\/$/)
          expect(item["g:image_link"]).toMatch(/^https?:\/\//)
          expect(item["g:shipping"]).toEqual({ "g:country": "FR", "g:service": "Livraison à domicile", "g:price": "19.90 EUR" })
        }
        const mine = items.find((item) => String(item["g:gtin"]) === seeded.ean)!
        expect(mine.title).toBe(seeded.title)
        expect(mine["g:brand"]).toBe(seeded.brand)
        expect(mine["g:price"]).toBe(`${Math.trunc(seeded.priceCents / 100)}.${String(seeded.priceCents % 100).padStart(2, "0")} EUR`)
        expect(mine["g:availability"]).toBe("in_stock")
      })

      it("answers 500 when the feed cannot be built (no home delivery price), as spec 8 says, and 200 again once fixed", async () => {
        await sql(`update shipping_option_price_set set deleted_at = now() where deleted_at is null`)
        try {
          // the failure is logged for the staff: held here, and checked, instead of printed in the test log
          const { result: res, held } = await withEngineErrorsHeld(container, () => anonymous.call("GET", "/api/flux/google"))
          expect(res.status).toBe(500)
          expect(res.data.message).toBe("Le flux Google Shopping n'a pas pu être produit.")
          expect(held).toEqual([expect.stringContaining("Google feed failed: no home delivery price")])
        } finally {
          await sql(`update shipping_option_price_set set deleted_at = null`)
        }
        expect((await anonymous.call("GET", "/api/flux/google")).status).toBe(200)
      })
    })

    describe("GET /api/flux/mano", () => {
      it("is the external section's: 401 anonymous, 403 without the extern grant", async () => {
        const nobody = await anonymous.call("GET", "/api/flux/mano")
        expect(nobody.status).toBe(401)
        expect(nobody.data.message).toBe(LOGIN_REQUIRED)
        const other = await editor.call("GET", "/api/flux/mano")
        expect(other.status).toBe(403)
        expect(other.data.message).toBe(DENIED)
      })

      it("writes the price feed: one ; line per published product, prices with a dot", async () => {
        const res = await marketing.call<string>("GET", "/api/flux/mano")
        expect(res.status).toBe(200)
        expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8")
        const lines = res.data.split("\r\n").filter(Boolean)
        expect(lines[0]).toBe("sku;ean;title;brand;price;quantity;shipping_price;image_1")
        const mine = lines.find((line) => line.startsWith(`${seeded.ean};`))!.split(";")
        expect(mine[3]).toBe(seeded.brand)
        expect(mine[4]).toBe(`${Math.trunc(seeded.priceCents / 100)}.${String(seeded.priceCents % 100).padStart(2, "0")}`)
        expect(mine[5]).toBe(String(seeded.stock))
        expect(mine[6]).toBe("19.90")
      })
    })

    describe("POST /api/flux/mano", () => {
      const upload = (csv: string, key?: string, fields: Record<string, string> = {}) => {
        const { body, type } = multipart(csv, fields, "manomano.csv")
        return anonymous.call<ApiProductImportAnswer & { message?: string }>("POST", "/api/flux/mano", body, {
          "content-type": type,
          ...(key !== undefined ? { "x-api-key": key } : {}),
        })
      }

      it("refuses a missing or wrong api key in French and changes nothing", async () => {
        const csv = `sku;title;price\n${seeded.ean};Piraté;1,00\n`
        for (const res of [await upload(csv), await upload(csv, "pas-la-bonne-cle")]) {
          expect(res.status).toBe(401)
          expect(res.data.message).toBe(IMPORT_TEXTS.keyRefused)
        }
        const [row] = await sql<{ title: string }>(`select p.title from product p join product_variant v on v.product_id = p.id where v.ean = ?`, [seeded.ean])
        expect(row.title).toBe(seeded.title)
      })

      it("refuses a file without an EAN column in French", async () => {
        const res = await upload("title;price\nRadiateur;10\n", DEV_PRODUCT_IMPORT_API_KEY)
        expect(res.status).toBe(400)
        expect(res.data.message).toBe(MANO_TEXTS.noEan)
      })

      it("applies each item row (up to 7 images from image_1…image_7) and reports every row's result", async () => {
        const images = Array.from({ length: 8 }, (_, i) => `https://cdn.manomano.test/${NEW_EAN}-${i + 1}.jpg`)
        const csv = [
          `sku;title;description;brand;price;quantity;category;mm_category;${images.map((_, i) => `image_${i + 1}`).join(";")}`,
          `${NEW_EAN};Convecteur Mano 1000 W;Un convecteur vendu aussi sur la place de marché.;Calorem;129,90;5;radiateurs/inertie/ceramique;chauffage;${images.join(";")}`,
          `${seeded.ean};;;;419,00;;;chauffage;;;;;;;;`,
          `1234;Faux;;;10;1;;;;;;;;;;`,
        ].join("\n")
        const res = await upload(csv, DEV_PRODUCT_IMPORT_API_KEY)
        expect(res.status).toBe(200)
        expect(res.data.rows.map((r) => [r.line, r.ean, r.result])).toEqual([
          [2, NEW_EAN, "created"],
          [3, seeded.ean, "updated"],
          [4, "1234", "refused"],
        ])
        expect(res.data.rows[2].message).toBeTruthy()
        expect([res.data.created, res.data.updated, res.data.refused]).toEqual([1, 1, 1])
        const stored = await sql<{ url: string }>(
          `select i.url from image i join product_variant v on v.product_id = i.product_id where v.ean = ? and i.deleted_at is null order by i.rank`,
          [NEW_EAN]
        )
        expect(stored.map((i) => i.url)).toEqual(images.slice(0, 7))
        const [price] = await sql<{ amount: string }>(
          `select pr.amount::text from product_variant v join product_variant_price_set vps on vps.variant_id = v.id and vps.deleted_at is null
             join price pr on pr.price_set_id = vps.price_set_id and pr.price_list_id is null and pr.deleted_at is null where v.ean = ?`,
          [seeded.ean]
        )
        expect(Number(price.amount)).toBe(419)
      })
    })
  },
})
