import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import {
  completeEan13,
  PRODUCT_CSV_TEXTS,
  PRODUCT_DESK_TEXTS,
  type ApiAdminProduct,
  type ApiAdminProductList,
  type ApiProduct,
  type ApiProductImportAnswer,
  type ApiProductSummary,
} from "@shop/shared"
import { DEV_PRODUCT_IMPORT_API_KEY, IMPORT_TEXTS } from "@shop/product-desk"
import { CATALOGUE } from "../../src/scripts/seed/catalogue"
import { sqlOf, type SqlParam } from "../helpers"
import { Visitor, type Answer, type VisitorApi } from "../visitor"
import { staffVisitor } from "./kit/desk-staff"
import { multipart } from "./kit/multipart"

jest.setTimeout(300 * 1000)

const DENIED = "Accès refusé!"
const LOGIN_REQUIRED = "Vous devez être connecté avec un compte de l’équipe."
const NEW_EAN = completeEan13("376099900001")
const OTHER_NEW_EAN = completeEan13("376099900002")
const seeded = CATALOGUE.find((p) => p.stock > 3 && !p.bestSeller)!
const another = CATALOGUE.find((p) => p.stock > 3 && !p.bestSeller && p.ean !== seeded.ean)!

/**
 * Issue 12, products (grant `dev`): the desk's list, search, read by id and EAN, create, change, delete, and the CSV
 * import by EAN with the api key; what it changes reaches the shop's product page and its search index.
 */
integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let desk: Visitor
    let ordersOnly: Visitor
    const http = api as unknown as VisitorApi
    const shop = new Visitor(http, "10.41.0.30")
    const sql = <T>(text: string, params: SqlParam[] = []) => sqlOf(container)<T>(text, params)
    /** Products, their variants' EAN and base price, and stock: what "nothing changed" compares. */
    const catalogueState = async () =>
      JSON.stringify(
        await sql(
          `select p.id, p.handle, p.title, p.subtitle, p.status, p.deleted_at is null as live, v.ean, pr.amount::text as price,
                  (select sum(l.stocked_quantity) from product_variant_inventory_item vi join inventory_level l on l.inventory_item_id = vi.inventory_item_id
                    where vi.variant_id = v.id and vi.deleted_at is null and l.deleted_at is null) as stock
             from product p join product_variant v on v.product_id = p.id
             left join product_variant_price_set vps on vps.variant_id = v.id and vps.deleted_at is null
             left join price pr on pr.price_set_id = vps.price_set_id and pr.price_list_id is null and pr.deleted_at is null
            order by p.id`
        )
      )
    const idOf = async (ean: string) =>
      (await sql<{ product_id: string }>("select product_id from product_variant where ean = ? and deleted_at is null", [ean]))[0].product_id
    /** The search index follows Medusa's events a moment later: asks until `done` or 50 tries (10 s). */
    async function eventually<T>(ask: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
      let value = await ask()
      for (let attempt = 0; attempt < 50 && !done(value); attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 200))
        value = await ask()
      }
      return value
    }
    const bestMatch = (ean: string) => shop.call<ApiProductSummary & { message?: string }>("GET", `/api/product/bestMatch?ean=${ean}`)
    const importCsv = (csv: string, key: string | null, asField = false) => {
      const { body, type } = multipart(csv, asField && key !== null ? { apiKey: key } : {})
      const headers: Record<string, string> = { "content-type": type }
      if (!asField && key !== null) headers["x-api-key"] = key
      return new Visitor(http, "10.41.0.40").call<ApiProductImportAnswer & { message?: string }>("PUT", "/api/product/", body, headers)
    }

    beforeAll(async () => {
      container = getContainer()
      desk = await staffVisitor(container, http, "catalogue", ["dev"], "10.41.0.1")
      ordersOnly = await staffVisitor(container, http, "commandes", ["orders", "messages"], "10.41.0.2")
      // The first search builds the index (the database snapshot taken after this hook holds it).
      expect((await bestMatch(seeded.ean)).status).toBe(200)
    })

    describe("access (spec 6: products need the grant dev; the import its api key)", () => {
      const calls: [string, string][] = [
        ["GET", "/api/products/"],
        ["PUT", "/api/products/"],
        ["GET", "/api/products/prod_01JZZZZZZZZZZZZZZZZZZZZZZZ"],
        ["PUT", "/api/products/prod_01JZZZZZZZZZZZZZZZZZZZZZZZ"],
        ["DELETE", "/api/products/prod_01JZZZZZZZZZZZZZZZZZZZZZZZ"],
        ["GET", `/api/products/ean/${NEW_EAN}`],
      ]
      it.each(calls)("%s %s: 401 anonymous, 403 'Accès refusé!' without the grant", async (method, url) => {
        const body = method === "PUT" ? { title: "x" } : undefined
        const anonymous = await new Visitor(http, "10.41.0.9").call(method, url, body)
        expect([anonymous.status, anonymous.data]).toEqual([401, { message: LOGIN_REQUIRED }])
        const denied = await ordersOnly.call(method, url, body)
        expect([denied.status, denied.data]).toEqual([403, { message: DENIED }])
      })

      it("the import refuses a missing or wrong api key (header or form field), whatever the session, and changes nothing", async () => {
        const before = await catalogueState()
        const csv = `ean;price\n${seeded.ean};1,00\n`
        for (const answer of [await importCsv(csv, null), await importCsv(csv, "mauvaise-cle"), await importCsv(csv, "mauvaise-cle", true)]) {
          expect([answer.status, answer.data]).toEqual([401, { message: IMPORT_TEXTS.keyRefused }])
        }
        expect(await catalogueState()).toBe(before)
      })
    })

    describe("list, search, lookups", () => {
      it("lists every product newest change first, 25 a page, and searches by words or by EAN", async () => {
        const page1 = await desk.call<ApiAdminProductList>("GET", "/api/products/")
        expect(page1.status).toBe(200)
        expect(page1.data).toMatchObject({ page: 1, pageSize: 25, total: CATALOGUE.length })
        expect(page1.data.products).toHaveLength(Math.min(25, CATALOGUE.length))
        const page2 = await desk.call<ApiAdminProductList>("GET", "/api/products/?page=2")
        expect(page2.data.products.map((p) => p.id)).not.toContain(page1.data.products[0].id)

        const byEan = await desk.call<ApiAdminProductList>("GET", `/api/products/?q=${seeded.ean}`)
        expect(byEan.data.products.map((p) => p.ean)).toEqual([seeded.ean])
        expect(byEan.data.products[0]).toMatchObject({ slug: seeded.handle, priceCents: seeded.priceCents, stock: seeded.stock, status: "published" })
        const byWords = await desk.call<ApiAdminProductList>("GET", `/api/products/?q=${encodeURIComponent(seeded.title)}`)
        expect(byWords.data.products.map((p) => p.ean)).toContain(seeded.ean)
        const bad = await desk.call("GET", "/api/products/?page=0")
        expect([bad.status, bad.data.message]).toEqual([400, PRODUCT_DESK_TEXTS.page])
      })

      it("reads one product by id and by EAN (404 'Produit introuvable', 400 for a bad EAN or id)", async () => {
        const id = await idOf(seeded.ean)
        const one = await desk.call<ApiAdminProduct>("GET", `/api/products/${id}`)
        expect(one.data).toMatchObject({ id, ean: seeded.ean, title: seeded.title, priceCents: seeded.priceCents, stock: seeded.stock })
        expect(one.data.category).toMatch(/\//)
        expect((await desk.call<ApiAdminProduct>("GET", `/api/products/ean/${seeded.ean}`)).data.id).toBe(id)
        const unknown = await desk.call("GET", `/api/products/ean/${NEW_EAN}`)
        expect([unknown.status, unknown.data.message]).toEqual([404, PRODUCT_DESK_TEXTS.notFound])
        const badEan = await desk.call("GET", "/api/products/ean/3760123456780")
        expect([badEan.status, badEan.data.message]).toEqual([400, PRODUCT_DESK_TEXTS.ean])
        const badId = await desk.call("GET", "/api/products/abc")
        expect([badId.status, badId.data.message]).toEqual([400, PRODUCT_DESK_TEXTS.id])
      })
    })

    describe("create, change, delete", () => {
      const newProduct = {
        ean: NEW_EAN,
        title: "Radiateur Desk Essai 1000 W",
        subtitle: "Inertie céramique",
        priceCents: 34990,
        stock: 6,
        category: "radiateurs/inertie/ceramique",
        brand: "Maison Chaleur",
        images: ["/api/dev/essai.webp"],
      }

      it.each([
        [{ ...newProduct, ean: "3760123456780" }, PRODUCT_DESK_TEXTS.ean],
        [{ ...newProduct, priceCents: 349.9 }, PRODUCT_DESK_TEXTS.price],
        [{ ...newProduct, category: "radiateurs" }, PRODUCT_DESK_TEXTS.category],
        [{ ...newProduct, ean: seeded.ean }, PRODUCT_DESK_TEXTS.eanTaken],
      ])("refuses a bad creation in French and changes nothing (%#)", async (body, message) => {
        const before = await catalogueState()
        const res = await desk.call("PUT", "/api/products/", body)
        expect([res.status, res.data.message]).toEqual([400, message])
        expect(await catalogueState()).toBe(before)
      })

      it("creates a product that the shop sells at once: product page, search index, cart", async () => {
        const res = await desk.call<ApiAdminProduct>("PUT", "/api/products/", newProduct)
        expect(res.status).toBe(201)
        expect(res.data).toMatchObject({ ean: NEW_EAN, slug: "radiateur-desk-essai-1000-w", priceCents: 34990, stock: 6, brand: "Maison Chaleur", status: "published", category: newProduct.category, images: newProduct.images })
        const page = await shop.call<ApiProduct>("GET", `/api/product/${res.data.slug}`)
        expect(page.status).toBe(200)
        expect(page.data).toMatchObject({ ean: NEW_EAN, designation: newProduct.title, price: { ttc: 34990 }, stock: { available: 6 } })
        const found = await eventually(() => bestMatch(NEW_EAN), (r) => r.status === 200)
        expect(found.data).toMatchObject({ slug: res.data.slug, price: { ttc: 34990 } })
        expect((await shop.call("PUT", "/api/cart", { ean: NEW_EAN, quantity: 1 })).status).toBe(200)
      })

      it("changes price, texts, stock and images; the product page and the index follow", async () => {
        const id = await idOf(seeded.ean)
        const res = await desk.call<ApiAdminProduct>("PUT", `/api/products/${id}`, {
          priceCents: 12345,
          title: "Radiateur renommé par le desk",
          stock: 2,
          images: ["/api/dev/nouvelle.webp"],
        })
        expect(res.status).toBe(200)
        expect(res.data).toMatchObject({ priceCents: 12345, title: "Radiateur renommé par le desk", stock: 2, images: ["/api/dev/nouvelle.webp"], slug: seeded.handle })
        const page = await shop.call<ApiProduct>("GET", `/api/product/${seeded.handle}`)
        expect(page.data).toMatchObject({ designation: "Radiateur renommé par le desk", price: { ttc: 12345 }, stock: { available: 2 } })
        expect(page.data.images[0]).toMatch(/nouvelle\.webp$/)
        const indexed = await eventually(() => bestMatch(seeded.ean), (r) => r.data.price?.ttc === 12345 && r.data.stock?.available === 2)
        expect(indexed.data).toMatchObject({ designation: "Radiateur renommé par le desk", price: { ttc: 12345 }, stock: { available: 2 } })
      })

      it("refuses a bad change in French and changes nothing; 404 for an unknown product", async () => {
        const id = await idOf(seeded.ean)
        const before = await catalogueState()
        for (const [body, message] of [
          [{ priceCents: -1 }, PRODUCT_DESK_TEXTS.price],
          [{ stock: 1.5 }, PRODUCT_DESK_TEXTS.stock],
          [{ ean: another.ean }, PRODUCT_DESK_TEXTS.eanTaken],
          [{ images: ["javascript:alert(1)"] }, PRODUCT_DESK_TEXTS.images],
        ] as const) {
          const res = await desk.call("PUT", `/api/products/${id}`, body)
          expect([res.status, res.data.message]).toEqual([400, message])
        }
        const unknown = await desk.call("PUT", "/api/products/prod_01JZZZZZZZZZZZZZZZZZZZZZZZ", { stock: 1 })
        expect([unknown.status, unknown.data.message]).toEqual([404, PRODUCT_DESK_TEXTS.notFound])
        expect(await catalogueState()).toBe(before)
      })

      it("deletes a product: gone from the shop's page, the search and the desk's list", async () => {
        const id = await idOf(another.ean)
        expect((await desk.call("DELETE", `/api/products/${id}`)).status).toBe(200)
        expect((await shop.call("GET", `/api/product/${another.handle}`)).status).toBe(404)
        expect((await eventually(() => bestMatch(another.ean), (r) => r.status === 404)).status).toBe(404)
        expect((await desk.call("GET", `/api/products/ean/${another.ean}`)).status).toBe(404)
        expect((await desk.call("DELETE", `/api/products/${id}`)).status).toBe(404)
      })
    })

    describe("CSV import PUT /api/product/", () => {
      it("creates and updates by EAN, reports each row, and a refused row changes nothing", async () => {
        const before = await catalogueState()
        const csv = [
          "ean;title;price;stock;category;image_1;image_2",
          `${seeded.ean};;199,90;9;;;`,
          `${NEW_EAN};Radiateur importé 750 W;249,00;3;radiateurs/inertie/ceramique;https://cdn.exemple.fr/a.webp;/api/dev/b.webp`,
          `${another.ean};;12,345;;;;`,
          `${OTHER_NEW_EAN};Sans prix;;1;radiateurs/inertie/ceramique;;`,
          `${another.ean};;;;radiateurs;;`,
        ].join("\r\n")
        const res = await importCsv(csv, DEV_PRODUCT_IMPORT_API_KEY)
        expect(res.status).toBe(200)
        expect(res.data).toMatchObject({ created: 1, updated: 1, refused: 3 })
        expect(res.data.rows.map(({ line, ean, result, message }) => ({ line, ean, result, message }))).toEqual([
          { line: 2, ean: seeded.ean, result: "updated", message: undefined },
          { line: 3, ean: NEW_EAN, result: "created", message: undefined },
          { line: 4, ean: another.ean, result: "refused", message: PRODUCT_DESK_TEXTS.csvPrice },
          { line: 5, ean: OTHER_NEW_EAN, result: "refused", message: PRODUCT_DESK_TEXTS.missingForCreation },
          { line: 6, ean: another.ean, result: "refused", message: PRODUCT_DESK_TEXTS.category },
        ])
        const updated = await desk.call<ApiAdminProduct>("GET", `/api/products/ean/${seeded.ean}`)
        expect(updated.data).toMatchObject({ priceCents: 19990, stock: 9, title: seeded.title })
        const created = await desk.call<ApiAdminProduct>("GET", `/api/products/ean/${NEW_EAN}`)
        expect(created.data).toMatchObject({ title: "Radiateur importé 750 W", priceCents: 24900, stock: 3, images: ["https://cdn.exemple.fr/a.webp", "/api/dev/b.webp"] })
        expect((await desk.call("GET", `/api/products/ean/${OTHER_NEW_EAN}`)).status).toBe(404)
        // The refused rows left their product as it was: only the two applied rows differ from before.
        const after = JSON.parse(await catalogueState()) as { ean: string }[]
        const untouched = (state: { ean: string }[]) => JSON.stringify(state.filter((row) => row.ean !== seeded.ean && row.ean !== NEW_EAN))
        expect(untouched(after)).toBe(untouched(JSON.parse(before)))
      })

      it("refuses a file it cannot read as a whole (unknown column, no file) and applies nothing; the key may be a form field", async () => {
        const before = await catalogueState()
        const unknown = await importCsv(`ean;prix\n${seeded.ean};1,00\n`, DEV_PRODUCT_IMPORT_API_KEY)
        expect([unknown.status, unknown.data.message]).toEqual([400, `${PRODUCT_CSV_TEXTS.unknownColumns}prix.`])
        const noFile = await new Visitor(http, "10.41.0.41").call("PUT", "/api/product/", { ean: seeded.ean }, { "x-api-key": DEV_PRODUCT_IMPORT_API_KEY })
        expect([noFile.status, noFile.data.message]).toEqual([400, IMPORT_TEXTS.noFile])
        expect(await catalogueState()).toBe(before)
        const asField: Answer<ApiProductImportAnswer> = await importCsv(`ean;stock\n${seeded.ean};1\n`, DEV_PRODUCT_IMPORT_API_KEY, true)
        expect(asField.data).toMatchObject({ updated: 1, refused: 0 })
      })
    })
  },
})
