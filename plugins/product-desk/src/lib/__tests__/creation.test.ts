import { completeEan13, productCreateSchema } from "@shop/shared"
import { productCreationInput, productFieldsUpdate, slugify, variantFieldsUpdate } from "../creation"
import { DEV_PRODUCT_IMPORT_API_KEY, productImportApiKey } from "../import-key"
import { basePriceCents, categoryPathOf, stockedUnits } from "../read"

const EAN = completeEan13("376099900001")

describe("slugify", () => {
  it("makes the product page's slug from a French title", () => {
    expect(slugify("Radiateur à inertie Céramique « Œuvre » 1 500 W")).toBe("radiateur-a-inertie-ceramique-oeuvre-1-500-w")
    expect(slugify("!!!")).toBe("produit")
  })
})

describe("Medusa inputs", () => {
  const product = productCreateSchema.parse({ ean: EAN, title: "Sirius", priceCents: 29990, stock: 4, category: "radiateurs/inertie/ceramique", images: ["/a.webp", "/b.webp"], brand: "Noirot" })
  const links = { handle: "sirius", categoryId: "pcat_1", salesChannelId: "sc_1", shippingProfileId: "sp_1" }

  it("creates one variant carrying the EAN, the EUR price as exact decimal text and tracked stock", () => {
    const input = productCreationInput(product, links)
    expect(input.variants).toEqual([
      expect.objectContaining({ ean: EAN, sku: EAN, manage_inventory: true, prices: [{ currency_code: "eur", amount: "299.90" }] }),
    ])
    expect(input).toMatchObject({ handle: "sirius", thumbnail: "/a.webp", category_ids: ["pcat_1"], metadata: { brand: "Noirot" }, status: "published" })
  })

  it("writes only what a change names, the brand merged into the stored metadata", () => {
    expect(productFieldsUpdate({ priceCents: 100 }, {}, null)).toBeNull()
    expect(productFieldsUpdate({ brand: "Atlantic", images: [] }, { powerW: 1000, brand: "Noirot" }, null)).toEqual({
      metadata: { powerW: 1000, brand: "Atlantic" },
      images: [],
      thumbnail: null,
    })
    expect(variantFieldsUpdate({ stock: 3 }, "variant_1")).toBeNull()
    expect(variantFieldsUpdate({ priceCents: 19999 }, "variant_1")).toEqual({ id: "variant_1", prices: [{ currency_code: "eur", amount: "199.99" }] })
  })
})

describe("reading a product back", () => {
  it("takes the base EUR price (not the pro price list's), the warehouse stock and the deepest known category", () => {
    const variant = {
      id: "v",
      prices: [
        { amount: 293.9, currency_code: "eur", price_list_id: "plist_pro" },
        { amount: 299.9, currency_code: "eur", price_list_id: null },
      ],
      inventory_items: [{ inventory_item_id: "i", inventory: { location_levels: [{ location_id: "l", stocked_quantity: 7 }] } }],
    }
    expect(basePriceCents(variant)).toBe(29990)
    expect(stockedUnits(variant)).toBe(7)
    expect(categoryPathOf({ id: "p", handle: "h", title: "t", categories: [{ handle: "radiateurs" }, { handle: "radiateurs-inertie-ceramique" }] })).toBe(
      "radiateurs/inertie/ceramique"
    )
  })
})

describe("productImportApiKey", () => {
  it("uses the documented development key outside production only", () => {
    expect(productImportApiKey({ NODE_ENV: "development" })).toBe(DEV_PRODUCT_IMPORT_API_KEY)
    expect(productImportApiKey({ NODE_ENV: "test", PRODUCT_IMPORT_API_KEY: "k" })).toBe("k")
    expect(() => productImportApiKey({ NODE_ENV: "production" })).toThrow(/PRODUCT_IMPORT_API_KEY must be set/)
    expect(() => productImportApiKey({ NODE_ENV: "production", PRODUCT_IMPORT_API_KEY: DEV_PRODUCT_IMPORT_API_KEY })).toThrow(/not the development key/)
    const secret = "x".repeat(43)
    expect(productImportApiKey({ NODE_ENV: "production", PRODUCT_IMPORT_API_KEY: secret })).toBe(secret)
  })
})
