import { integrationTestRunner } from "../runner"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import {
  CATEGORY_TREE,
  categoryHandle,
  DELIVERY_COUNTRIES,
  flattenCategoryTree,
  isValidEan13,
  leafCategoryPaths,
  PRO_CUSTOMER_GROUP,
  STOREFRONT_REGION,
  STOREFRONT_SALES_CHANNEL,
} from "@shop/shared"
import { CATALOGUE } from "../../src/scripts/seed/catalogue"
import { runSeed, type SeedReport } from "../../src/scripts/seed/run"
import { seededCounts, STAFF } from "../helpers"

jest.setTimeout(180 * 1000)

integrationTestRunner({
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let first: SeedReport

    // As the production seed job runs it: no demo voucher codes asked for.
    beforeAll(async () => {
      first = await runSeed(getContainer(), { admin: STAFF })
    })

    const query = () => getContainer().resolve(ContainerRegistrationKeys.QUERY)
    const ok = { validateStatus: () => true }

    it("reports what the first run created", () => {
      expect(first.productsCreated).toBe(CATALOGUE.length)
      expect(first.changes.length).toBeGreaterThan(10)
    })

    it("makes the store Maison Chaleur in euros with tax-inclusive prices", async () => {
      const { data: stores } = (await query().graph({
        entity: "store",
        fields: ["name", "supported_currencies.currency_code", "supported_currencies.is_default"],
      })) as { data: any[] }
      expect(stores[0].name).toBe("Maison Chaleur")
      expect(stores[0].supported_currencies.map((c: any) => [c.currency_code, c.is_default])).toEqual([["eur", true]])
      const { data: prefs } = await query().graph({ entity: "price_preference", fields: ["attribute", "value", "is_tax_inclusive"] })
      expect(prefs.filter((p: any) => p.is_tax_inclusive).map((p: any) => p.attribute).sort()).toEqual(["currency_code", "region_id"])
    })

    it("creates region France in EUR for every delivery country, and 20 % VAT in France", async () => {
      const { data: regions } = await query().graph({
        entity: "region",
        fields: ["id", "currency_code", "countries.iso_2"],
        filters: { name: STOREFRONT_REGION },
      })
      expect(regions).toHaveLength(1)
      expect(regions[0].currency_code).toBe("eur")
      const expected = [...new Set(DELIVERY_COUNTRIES.map((c) => c.code.toLowerCase()))].sort()
      expect(regions[0].countries.map((c: any) => c.iso_2).sort()).toEqual(expected)
      expect(expected.length).toBeGreaterThanOrEqual(25)

      const { data: taxRegions } = (await query().graph({
        entity: "tax_region",
        fields: ["country_code", "tax_rates.rate", "tax_rates.is_default"],
        filters: { country_code: "fr" },
      })) as { data: any[] }
      expect(taxRegions[0].tax_rates.find((r: any) => r.is_default).rate).toBe(20)
    })

    it("builds exactly the category tree of the spec, with handles, names and menu tags", async () => {
      const { data } = (await query().graph({
        entity: "product_category",
        fields: ["handle", "name", "is_active", "metadata", "parent_category.handle", "products.id"],
      })) as { data: any[] }
      const flat = flattenCategoryTree(CATEGORY_TREE)
      expect(data).toHaveLength(flat.length)
      for (const entry of flat) {
        const category = data.find((c: any) => c.handle === categoryHandle(entry.path))
        expect(category).toBeDefined()
        expect(category.name).toBe(entry.node.name)
        expect(category.is_active).toBe(true)
        expect(category.metadata).toEqual({ path: entry.path, menuTag: entry.node.tag ?? null })
        expect(category.parent_category?.handle ?? null).toBe(entry.parentPath ? categoryHandle(entry.parentPath) : null)
      }
      for (const leaf of leafCategoryPaths()) {
        const category = data.find((c: any) => c.handle === categoryHandle(leaf))
        expect({ leaf, products: category.products.length }).toEqual({ leaf, products: expect.any(Number) })
        expect(category.products.length).toBeGreaterThan(0)
      }
    })

    it("publishes at least 60 products with valid, unique EAN-13 codes and TTC prices", async () => {
      const { data: products } = await query().graph({
        entity: "product",
        fields: ["handle", "status", "images.url", "variants.ean", "variants.sku", "variants.prices.amount"],
      })
      expect(products.length).toBeGreaterThanOrEqual(60)
      expect(products.every((p: any) => p.status === "published")).toBe(true)
      const eans = products.flatMap((p: any) => p.variants.map((v: any) => v.ean))
      expect(eans.every((ean: string) => isValidEan13(ean))).toBe(true)
      expect(new Set(eans).size).toBe(eans.length)
      expect(products.every((p: any) => p.images.length >= 1)).toBe(true)
      const byHandle = new Map(products.map((p: any) => [p.handle, p]))
      for (const item of CATALOGUE) {
        const amount = (byHandle.get(item.handle) as any).variants[0].prices[0].amount
        // Medusa stores major units: 49990 cents must be stored as 499.9.
        expect(Math.round(Number(amount) * 100)).toBe(item.priceCents)
      }
    })

    it("stocks the warehouse with some products sold out and some nearly sold out", async () => {
      const { data: levels } = await query().graph({ entity: "inventory_level", fields: ["stocked_quantity"] })
      const stock = levels.map((l: any) => Number(l.stocked_quantity))
      expect(stock.length).toBe(CATALOGUE.length)
      expect(stock.filter((n: number) => n === 0).length).toBeGreaterThan(0)
      expect(stock.filter((n: number) => n >= 1 && n <= 2).length).toBeGreaterThan(0)
    })

    it("offers home delivery in the store and keeps the pick-up point disabled", async () => {
      const { data: options } = (await query().graph({
        entity: "shipping_option",
        fields: ["name", "rules.attribute", "rules.value"],
      })) as { data: any[] }
      const enabled = (name: string) =>
        options.find((o: any) => o.name === name).rules.find((r: any) => r.attribute === "enabled_in_store").value
      expect(enabled("Livraison à domicile")).toBe("true")
      expect(enabled("Retrait en point relais")).toBe("false")
    })

    it("creates the pro customer group", async () => {
      const { data } = await query().graph({ entity: "customer_group", fields: ["id"], filters: { name: PRO_CUSTOMER_GROUP } })
      expect(data).toHaveLength(1)
    })

    it("lets the staff user log in and find the Storefront publishable key, which sells the catalogue", async () => {
      const login = await api.post("/auth/user/emailpass", STAFF, ok)
      expect(login.status).toBe(200)
      const refused = await api.post("/auth/user/emailpass", { ...STAFF, password: "mauvais" }, ok)
      expect(refused.status).toBe(401)

      const keys = await api.get("/admin/api-keys?type=publishable", { headers: { authorization: `Bearer ${login.data.token}` } })
      const key = keys.data.api_keys.find((k: any) => k.title === STOREFRONT_SALES_CHANNEL)
      expect(key).toBeDefined()

      const store = await api.get("/store/products?limit=1", { headers: { "x-publishable-api-key": key.token } })
      expect(store.data.count).toBe(CATALOGUE.length)
    })

    it("creates no voucher code unless asked (the demo codes are npm start's, not production's)", async () => {
      const { data } = await query().graph({ entity: "promotion", fields: ["code"], filters: { is_automatic: false } })
      expect(data).toEqual([])
    })

    // How long a second run takes is a figure for `npm run bench`, not an assertion here.
    it("is idempotent: a second run changes nothing and says so", async () => {
      const before = await seededCounts(getContainer())
      const second = await runSeed(getContainer(), { admin: STAFF })
      expect(second.changes).toEqual([])
      expect(second.productsCreated).toBe(0)
      expect(await seededCounts(getContainer())).toEqual(before)
      expect(before.product).toBe(CATALOGUE.length)
    })
  },
})
