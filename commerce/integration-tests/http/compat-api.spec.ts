import http from "node:http"
import type { AddressInfo } from "node:net"
import { integrationTestRunner } from "../runner"
import { ProductStatus } from "@medusajs/framework/utils"
import { updateProductsWorkflow } from "@medusajs/medusa/core-flows"
import { htFromTtc, type ApiHealth, type ApiProduct } from "@shop/shared"
import { CATALOGUE } from "../../src/scripts/seed/catalogue"
import { pathOf } from "../helpers"

jest.setTimeout(180 * 1000)

const CMS_VERSION = "5.54.0"

/** A stand-in for Strapi's /api/health, which can be made to fail. */
let cmsHealthy = true
const cms = http.createServer((req, res) => {
  if (req.url === "/api/health" && cmsHealthy) {
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ status: "ok", version: CMS_VERSION }))
  } else {
    res.writeHead(503).end()
  }
})

// Runs before the Medusa runner's own beforeAll, so medusa-config reads CMS_URL pointing here.
beforeAll(async () => {
  await new Promise<void>((resolve) => cms.listen(0, "127.0.0.1", resolve))
  process.env.CMS_URL = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => cms.close(resolve))
})

const inStock = CATALOGUE.find((p) => p.stock > 3)!
const soldOut = CATALOGUE.find((p) => p.stock === 0)!
const nearlySoldOut = CATALOGUE.find((p) => p.stock >= 1 && p.stock <= 2)!

integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    const ok = { validateStatus: () => true }
    const get = <T>(path: string): Promise<{ status: number; data: T }> => api.get(path, ok)

    describe("GET /api", () => {
      it("reports engine and CMS versions and a live database", async () => {
        cmsHealthy = true
        const res = await get<ApiHealth>("/api")
        expect(res.status).toBe(200)
        expect(res.data).toEqual({
          status: "ok",
          engine: { name: "medusa", version: require("@medusajs/medusa/package.json").version },
          cms: { reachable: true, version: CMS_VERSION },
          database: { ok: true },
        })
      })

      it("is degraded when the CMS does not answer", async () => {
        cmsHealthy = false
        const res = await get<ApiHealth>("/api")
        cmsHealthy = true
        expect(res.status).toBe(200)
        expect(res.data.status).toBe("degraded")
        expect(res.data.cms).toEqual({ reachable: false })
        expect(res.data.database).toEqual({ ok: true })
      })
    })

    describe("GET /api/product/{slug}", () => {
      it("answers the product in the spec's shape, amounts in cents", async () => {
        const res = await get<ApiProduct>(`/api/product/${inStock.handle}`)
        expect(res.status).toBe(200)
        const product = res.data
        expect(product).toMatchObject({
          slug: inStock.handle,
          ean: inStock.ean,
          designation: inStock.title,
          subtitle: inStock.subtitle,
          description: inStock.description,
          brand: inStock.brand,
          price: { ttc: inStock.priceCents, ht: htFromTtc(inStock.priceCents, 20) },
          pro: false,
          stock: { available: inStock.stock, state: "in_stock" },
          attributes: {
            powerW: inStock.powerW,
            widthMm: inStock.widthMm,
            heightMm: inStock.heightMm,
            depthMm: inStock.depthMm,
            weightG: inStock.weightG,
            colour: inStock.colour,
          },
          features: inStock.features,
          bestSeller: inStock.bestSeller === true,
        })
        expect(product.id).toMatch(/^prod_/)
        expect(product.category?.path).toBe(inStock.categoryPath)
        expect(product.category?.tag).toMatch(/^(rd|ssv|mob|che|bal|cli|sml|acc)$/)
        expect(product.images).toHaveLength(inStock.imageCount)
        const image = await api.get(pathOf(product.images[0]), { ...ok, responseType: "arraybuffer" })
        expect(image.status).toBe(200)
        expect(image.headers["content-type"]).toBe("image/png")
      })

      it("tells sold-out and nearly sold-out products apart", async () => {
        const out = await get<ApiProduct>(`/api/product/${soldOut.handle}`)
        expect(out.data.stock).toEqual({ available: 0, state: "out_of_stock" })
        const low = await get<ApiProduct>(`/api/product/${nearlySoldOut.handle}`)
        expect(low.data.stock).toEqual({ available: nearlySoldOut.stock, state: "low" })
      })

      it("accepts the pro flag, but shows an anonymous visitor the public price (pro: false)", async () => {
        // Pro prices are for logged-in pros only: pro-pricing.spec.ts covers the pro view.
        const res = await get<ApiProduct>(`/api/product/${inStock.handle}?pro=true`)
        expect(res.status).toBe(200)
        expect(res.data.pro).toBe(false)
        expect(res.data.price.ttc).toBe(inStock.priceCents)
      })

      it("answers 404 'Produit introuvable' for an unknown or unpublished product", async () => {
        const unknown = await api.get("/api/product/radiateur-qui-n-existe-pas", ok)
        expect(unknown.status).toBe(404)
        expect(unknown.data).toEqual({ message: "Produit introuvable" })

        const { data } = await getContainer()
          .resolve("query")
          .graph({ entity: "product", fields: ["id"], filters: { handle: inStock.handle } })
        await updateProductsWorkflow(getContainer()).run({
          input: { selector: { id: data[0].id }, update: { status: ProductStatus.DRAFT } },
        })
        const draft = await api.get(`/api/product/${inStock.handle}`, ok)
        expect(draft.status).toBe(404)
        expect(draft.data).toEqual({ message: "Produit introuvable" })
      })

      it("answers 400 with a French message for a malformed slug or query", async () => {
        const slug = await api.get("/api/product/Radiateur_SOLENA", ok)
        expect(slug.status).toBe(400)
        expect(slug.data).toEqual({ message: "L'identifiant du produit n'est pas valide." })
        const pro = await api.get(`/api/product/${inStock.handle}?pro=oui`, ok)
        expect(pro.status).toBe(400)
        expect(pro.data).toEqual({ message: "Le paramètre pro doit valoir true ou false." })
      })
    })
  },
})
