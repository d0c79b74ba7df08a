import { integrationTestRunner } from "../runner"
import { ProductStatus } from "@medusajs/framework/utils"
import {
  createReservationsWorkflow,
  deleteReservationsWorkflow,
  updateInventoryLevelsWorkflow,
  updateProductsWorkflow,
} from "@medusajs/medusa/core-flows"
import type { ApiProductHighlights, ApiProductQueryAnswer, ApiProductSummary } from "@shop/shared"
import { CATALOGUE } from "../../src/scripts/seed/catalogue"


// The search latency on a 2 000-product catalogue is a figure of `npm run bench` (scripts/bench), not a test.
jest.setTimeout(300 * 1000)

/** Words as a shopper types them: no accents, no case, hyphens as spaces (the expectation, derived independently). */
const words = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
const inRadiators = (path: string) => path.startsWith("radiateurs/")

integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    const ok = { validateStatus: () => true }
    type Answer<T> = { status: number; data: T }
    type QueryAnswer = ApiProductQueryAnswer & { message?: string; fields?: Record<string, string> }
    const query = (body: unknown): Promise<Answer<QueryAnswer>> => api.post("/api/product/query", body, ok)
    const get = <T = { message?: string }>(path: string): Promise<Answer<T>> => api.get(path, ok)

    beforeAll(async () => {
      // The first search builds the index (the database snapshot taken after this hook then holds it).
      const first = await query({})
      expect(first.status).toBe(200)
    })

    describe("POST /api/product/query: text", () => {
      it("finds 'Radiateur à inertie …' for 'radiateur a inertie', radiators first", async () => {
        const { status, data } = await query({ q: "radiateur a inertie", pageSize: 48 })
        expect(status).toBe(200)
        const expected = CATALOGUE.filter((p) => ["radiateur", "inertie"].every((w) => words(p.title).includes(w)))
        expect(expected.length).toBeGreaterThan(3)
        const found = data.products.map((p) => p.slug)
        for (const product of expected) expect(found).toContain(product.handle)
        expect(data.products[0].designation).toMatch(/^Radiateur à inertie /)
      })

      it("finds 'Sèche-serviettes' for 'seche serviette' (accents, hyphen, plural)", async () => {
        const { data } = await query({ q: "seche serviette", pageSize: 48 })
        const towelDryers = CATALOGUE.filter((p) => p.title.startsWith("Sèche-serviettes"))
        expect(data.total).toBeGreaterThanOrEqual(towelDryers.length)
        const found = data.products.map((p) => p.slug)
        for (const product of towelDryers) expect(found).toContain(product.handle)
        expect(data.products[0].designation).toMatch(/^Sèche-serviettes/)
      })

      it("matches word prefixes: 'radia' finds every radiator", async () => {
        const { data } = await query({ q: "radia", pageSize: 48 })
        const radiators = CATALOGUE.filter((p) => words(p.title).includes("radiateur"))
        const found = data.products.map((p) => p.slug)
        for (const product of radiators) expect(found).toContain(product.handle)
      })

      it("puts the product with that EAN first", async () => {
        const product = CATALOGUE[10]
        const { data } = await query({ q: product.ean })
        expect(data.products[0]).toMatchObject({ ean: product.ean, slug: product.handle, designation: product.title })
      })

      it("ranks title matches above description matches", async () => {
        // A word some products have in their title and others only in their description.
        const candidates = ["fonte", "ceramique", "mobile", "soufflant", "thermostat", "inertie", "rayonnant"]
        const word = candidates.find(
          (w) =>
            CATALOGUE.some((p) => words(p.title).includes(w)) &&
            CATALOGUE.some((p) => !words(p.title).includes(w) && words(p.description).includes(w))
        )!
        expect(word).toBeDefined()
        const { data } = await query({ q: word, pageSize: 48 })
        const inTitle = data.products.map((p) => words(p.designation).includes(word))
        const firstElsewhere = inTitle.indexOf(false)
        expect(inTitle.indexOf(true)).toBe(0)
        expect(firstElsewhere).toBeGreaterThan(0)
        expect(inTitle.slice(firstElsewhere)).not.toContain(true)
      })

      it("tolerates a typo (pg_trgm): 'radiatuer' still finds radiators", async () => {
        const { data } = await query({ q: "radiatuer" })
        expect(data.total).toBeGreaterThan(0)
        expect(data.products[0].designation).toMatch(/^Radiateur/)
      })

      it("answers an empty list for a word no product has", async () => {
        const { status, data } = await query({ q: "zzzzqqq" })
        expect(status).toBe(200)
        expect(data).toMatchObject({ products: [], total: 0 })
      })
    })

    describe("POST /api/product/query: filters, facets, pages", () => {
      it("combines category, brand, power, stock and sorts by price", async () => {
        const brand = CATALOGUE.find((p) => inRadiators(p.categoryPath))!.brand
        const expected = CATALOGUE.filter(
          (p) => inRadiators(p.categoryPath) && p.brand === brand && p.powerW >= 1000 && p.stock > 0
        )
        const { data } = await query({
          category: "radiateurs",
          brand,
          power: { min: 1000 },
          inStock: true,
          sort: "price-asc",
          pageSize: 48,
        })
        expect(data.total).toBe(expected.length)
        expect(data.products.map((p) => p.slug).sort()).toEqual(expected.map((p) => p.handle).sort())
        const prices = data.products.map((p) => p.price.ttc)
        expect(prices).toEqual([...prices].sort((a, b) => a - b))
        for (const product of data.products) {
          expect(product.stock.state).not.toBe("out_of_stock")
          expect(product.category?.tag).toMatch(/^(rd|mob)$/)
        }
      })

      it("filters by price in cents TTC and by type", async () => {
        const { data } = await query({ type: "soufflants", price: { max: 40000 }, pageSize: 48 })
        const expected = CATALOGUE.filter((p) => p.categoryPath === "seche-serviette/soufflants" && p.priceCents <= 40000)
        expect(data.products.map((p) => p.slug).sort()).toEqual(expected.map((p) => p.handle).sort())
        for (const product of data.products) expect(product.price.ht).toBeLessThan(product.price.ttc)
      })

      it("pages through the catalogue without overlap", async () => {
        const first = (await query({ pageSize: 5, sort: "name" })).data
        const second = (await query({ pageSize: 5, page: 2, sort: "name" })).data
        expect(first.total).toBe(CATALOGUE.length)
        expect(first).toMatchObject({ page: 1, pageSize: 5 })
        expect(second).toMatchObject({ page: 2, pageSize: 5, total: CATALOGUE.length })
        const slugs = [...first.products, ...second.products].map((p) => p.slug)
        expect(new Set(slugs).size).toBe(10)
        const beyond = (await query({ pageSize: 48, page: 100 })).data
        expect(beyond).toMatchObject({ products: [], total: CATALOGUE.length, page: 100 })
      })

      it("counts facets, each without its own filter", async () => {
        const { data } = await query({ category: "seche-serviette" })
        const towelDryers = CATALOGUE.filter((p) => p.categoryPath.startsWith("seche-serviette/"))
        expect(data.total).toBe(towelDryers.length)
        const byBrand = new Map<string, number>()
        for (const p of towelDryers) byBrand.set(p.brand, (byBrand.get(p.brand) ?? 0) + 1)
        expect(data.facets.brand).toEqual(
          [...byBrand].map(([name, count]) => ({ name, count })).sort((a, b) => a.name.localeCompare(b.name, "fr"))
        )
        // The category facet ignores the category filter: the other ranges stay reachable.
        const radiators = data.facets.category.find((c) => c.path === "radiateurs")
        expect(radiators).toEqual({ path: "radiateurs", name: "Radiateurs", count: CATALOGUE.filter((p) => inRadiators(p.categoryPath)).length })
        expect(data.facets.type.map((t) => t.slug)).toEqual(["classiques", "soufflants", "mobiles"])
        const prices = towelDryers.map((p) => p.priceCents)
        expect(data.facets.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) })
        const powerTotal = data.facets.power.reduce((sum, bucket) => sum + bucket.count, 0)
        expect(powerTotal).toBe(towelDryers.filter((p) => p.powerW > 0).length)
      })
    })

    describe("POST /api/product/query: bad requests", () => {
      it.each([
        [{ pageSize: 1000 }, "Le nombre de produits par page doit être un nombre entier de 1 à 48."],
        [{ sort: "cheapest" }, "Le tri doit être relevance, price-asc, price-desc ou name."],
        [{ q: 12 }, "Le texte recherché doit faire 100 caractères au plus."],
        [{ page: "2" }, "La page doit être un nombre entier de 1 à 500."],
        [{ price: { min: 9000, max: 100 } }, "Le minimum ne peut pas dépasser le maximum."],
        [{ category: "radiateurs/bois" }, "Cette catégorie n'existe pas."],
        [{ inStock: "oui" }, "Le filtre « en stock » doit valoir true ou false."],
        [[1, 2], "La recherche envoyée n'est pas valide."],
      ])("answers 400 in French for %j", async (body, message) => {
        const res = await query(body)
        expect(res.status).toBe(400)
        expect(res.data.message).toBe(message)
      })

      it("answers bad JSON with 400 in French", async () => {
        const res = await api.post("/api/product/query", '{"q": "radia', {
          ...ok,
          headers: { "content-type": "application/json" },
          transformRequest: [(data: unknown) => data],
        })
        expect(res.status).toBe(400)
        expect(res.data).toEqual({ message: "Le contenu de la requête n'est pas un JSON valide." })
      })

      it("leaves GET /api/product/{slug} alone: 'query' is no product", async () => {
        const res = await get("/api/product/query")
        expect(res.status).toBe(404)
        expect(res.data).toEqual({ message: "Produit introuvable" })
        const product = await get(`/api/product/${CATALOGUE[0].handle}`)
        expect(product.status).toBe(200)
      })
    })

    describe("an unpublished product", () => {
      it("never appears in a search, a bestMatch or the highlights", async () => {
        const hidden = CATALOGUE.find((p) => p.bestSeller)!
        const { data } = await getContainer()
          .resolve("query")
          .graph({ entity: "product", fields: ["id"], filters: { handle: hidden.handle } })
        await updateProductsWorkflow(getContainer()).run({
          input: { selector: { id: data[0].id }, update: { status: ProductStatus.DRAFT } },
        })
        // The index follows through a subscriber: wait for it (a few hundred ms).
        let found: ApiProductSummary[] = []
        for (let attempt = 0; attempt < 50; attempt += 1) {
          found = (await query({ q: hidden.title, pageSize: 48 })).data.products
          if (!found.some((p) => p.slug === hidden.handle)) break
          await new Promise((resolve) => setTimeout(resolve, 200))
        }
        expect(found.map((p) => p.slug)).not.toContain(hidden.handle)
        const all = await query({ pageSize: 48, page: 1 })
        expect(all.data.total).toBe(CATALOGUE.length - 1)
        const byEan = await get(`/api/product/bestMatch?ean=${hidden.ean}`)
        expect(byEan.status).toBe(404)
        const highlights = await get<ApiProductHighlights>("/api/product/highlights")
        expect(highlights.data.products.map((p) => p.slug)).not.toContain(hidden.handle)
      })
    })

    describe("stock", () => {
      it("follows the warehouse: a product whose stock falls to 0 leaves the in-stock list", async () => {
        const product = CATALOGUE.find((p) => p.stock > 3 && !p.bestSeller)!
        const { data: items } = await getContainer()
          .resolve("query")
          .graph({ entity: "inventory_item", fields: ["id", "location_levels.location_id"], filters: { sku: product.sku } })
        const item = items[0] as { id: string; location_levels: { location_id: string }[] }
        const inStockSlugs = async () =>
          (await query({ q: product.title, inStock: true, pageSize: 48 })).data.products.map((p) => p.slug)
        expect(await inStockSlugs()).toContain(product.handle)

        await updateInventoryLevelsWorkflow(getContainer()).run({
          input: {
            updates: [{ inventory_item_id: item.id, location_id: item.location_levels[0].location_id, stocked_quantity: 0 }],
          },
        })
        let slugs = await inStockSlugs()
        for (let attempt = 0; attempt < 50 && slugs.includes(product.handle); attempt += 1) {
          await new Promise((resolve) => setTimeout(resolve, 200))
          slugs = await inStockSlugs()
        }
        expect(slugs).not.toContain(product.handle)
        const all = (await query({ q: product.title, pageSize: 48 })).data.products
        expect(all.find((p) => p.slug === product.handle)?.stock).toEqual({ available: 0, state: "out_of_stock" })
      })

      it("follows orders: a reservation lowers the product's stock, its removal gives it back", async () => {
        const product = CATALOGUE.find((p) => p.stock > 3 && !p.bestSeller)!
        const { data: items } = await getContainer()
          .resolve("query")
          .graph({ entity: "inventory_item", fields: ["id", "location_levels.location_id"], filters: { sku: product.sku } })
        const item = items[0] as { id: string; location_levels: { location_id: string }[] }
        const stockOf = async () =>
          (await query({ q: product.title, pageSize: 48 })).data.products.find((p) => p.slug === product.handle)?.stock.available
        const waitForStock = async (expected: number) => {
          let available = await stockOf()
          for (let attempt = 0; attempt < 50 && available !== expected; attempt += 1) {
            await new Promise((resolve) => setTimeout(resolve, 200))
            available = await stockOf()
          }
          return available
        }
        expect(await stockOf()).toBe(product.stock)

        const { result: reservations } = await createReservationsWorkflow(getContainer()).run({
          input: { reservations: [{ inventory_item_id: item.id, location_id: item.location_levels[0].location_id, quantity: 2 }] },
        })
        expect(await waitForStock(product.stock - 2)).toBe(product.stock - 2)

        await deleteReservationsWorkflow(getContainer()).run({ input: { ids: reservations.map((reservation) => reservation.id) } })
        expect(await waitForStock(product.stock)).toBe(product.stock)
      })
    })

    describe("GET /api/product/bestMatch", () => {
      it("answers the product with exactly this EAN", async () => {
        const product = CATALOGUE[3]
        const res = await get<ApiProductSummary>(`/api/product/bestMatch?ean=${product.ean}`)
        expect(res.status).toBe(200)
        expect(res.data).toMatchObject({ slug: product.handle, ean: product.ean, designation: product.title, brand: product.brand })
        expect(res.data.price.ttc).toBe(product.priceCents)
      })

      it("answers 404 for a valid code no product has, 400 for a bad code", async () => {
        const unknown = await get("/api/product/bestMatch?ean=4006381333931")
        expect(unknown.status).toBe(404)
        expect(unknown.data).toEqual({ message: "Produit introuvable" })
        for (const bad of ["", "?ean=123", "?ean=3760891101014", "?ean=abc&ean=def"]) {
          const res = await get(`/api/product/bestMatch${bad}`)
          expect(res.status).toBe(400)
          expect(res.data.message).toBe("Le code EAN doit comporter 13 chiffres valides.")
        }
      })
    })

    describe("GET /api/product/highlights", () => {
      it("answers the catalogue's best sellers in menu order", async () => {
        const res = await get<ApiProductHighlights>("/api/product/highlights")
        expect(res.status).toBe(200)
        const bestSellers = CATALOGUE.filter((p) => p.bestSeller)
        expect(bestSellers).toHaveLength(8)
        // CATALOGUE is in menu order of the category tree, as the answer is.
        expect(res.data.products.map((p) => p.slug)).toEqual(bestSellers.map((p) => p.handle))
        for (const product of res.data.products) {
          expect(product.bestSeller).toBe(true)
          expect(Number.isInteger(product.price.ttc)).toBe(true)
          expect(product.image).toMatch(/^http/)
        }
      })
    })
  },
})
