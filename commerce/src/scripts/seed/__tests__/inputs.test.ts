import { flattenCategoryTree, isValidEan13 } from "@shop/shared"
import type { CatalogueProduct } from "../catalogue"
import { categoryInput } from "../categories"
import { DELIVERY_COUNTRY_CODES } from "../constants"
import { generatedCount, generatedEan, generatedProducts } from "../generated"
import { productInput } from "../products"

const product: CatalogueProduct = {
  handle: "radiateur-test-1000w",
  title: "Radiateur test 1000 W",
  subtitle: "Sous-titre",
  description: "Description.",
  categoryPath: "radiateurs/inertie/ceramique",
  brand: "Marque",
  ean: "3760891001011",
  sku: "TST-1000",
  priceCents: 49990,
  stock: 2,
  powerW: 1000,
  widthMm: 600,
  heightMm: 580,
  depthMm: 120,
  weightG: 14500,
  colour: "Blanc",
  features: ["Un", "Deux", "Trois"],
  imageCount: 2,
}

describe("productInput", () => {
  const input = productInput(product, {
    categoryId: "pcat_1",
    salesChannelId: "sc_1",
    shippingProfileId: "sp_1",
    imageUrls: ["http://x/1.png", "http://x/2.png"],
  })

  it("prices the variant in exact major units (string, never a float)", () => {
    expect(input.variants[0].prices).toEqual([{ currency_code: "eur", amount: "499.90" }])
  })

  it("carries EAN, SKU, stock tracking, dimensions and shop metadata", () => {
    expect(input.variants[0]).toMatchObject({ sku: "TST-1000", ean: "3760891001011", manage_inventory: true })
    expect(input).toMatchObject({ width: 600, height: 580, length: 120, weight: 14500, status: "published" })
    expect(input.metadata).toEqual({
      brand: "Marque",
      powerW: 1000,
      colour: "Blanc",
      features: ["Un", "Deux", "Trois"],
      bestSeller: false,
    })
    expect(input.thumbnail).toBe("http://x/1.png")
    expect(input.images).toEqual([{ url: "http://x/1.png" }, { url: "http://x/2.png" }])
    expect(input.sales_channels).toEqual([{ id: "sc_1" }])
  })
})

describe("categoryInput", () => {
  it("flattens the path into a unique handle and keeps path + menu tag in metadata", () => {
    const entry = flattenCategoryTree().find((e) => e.path === "seche-serviette/mobiles")!
    expect(categoryInput(entry, 2, "pcat_ssv")).toMatchObject({
      handle: "seche-serviette-mobiles",
      is_active: true,
      parent_category_id: "pcat_ssv",
      rank: 2,
      metadata: { path: "seche-serviette/mobiles", menuTag: "mob" },
    })
  })

  it("gives every node of the tree a distinct handle", () => {
    const handles = flattenCategoryTree().map((e) => categoryInput(e, 0, null).handle)
    expect(new Set(handles).size).toBe(handles.length)
  })
})

describe("generated products", () => {
  it("are deterministic, unique and carry valid EAN-13 codes", () => {
    const list = generatedProducts([product, { ...product, handle: "autre", sku: "AUT" }], 2000)
    expect(list).toHaveLength(2000)
    expect(new Set(list.map((p) => p.handle)).size).toBe(2000)
    expect(new Set(list.map((p) => p.sku)).size).toBe(2000)
    expect(new Set(list.map((p) => p.ean)).size).toBe(2000)
    expect(list.every((p) => isValidEan13(p.ean))).toBe(true)
    expect(list[1]).toMatchObject({ handle: "autre-serie-2", baseHandle: "autre", sku: "AUT-G2" })
    expect(generatedProducts([product], 3)).toEqual(generatedProducts([product], 3))
  })

  it("use the in-store EAN range 200, outside the catalogue's 376 prefix", () => {
    expect(generatedEan(1)).toBe("2000000000015")
  })

  it("read SEED_GENERATED_PRODUCTS strictly", () => {
    expect(generatedCount(undefined)).toBe(0)
    expect(generatedCount(" 2000 ")).toBe(2000)
    expect(() => generatedCount("2e3")).toThrow(/whole number/)
    expect(() => generatedCount("-5")).toThrow(/whole number/)
  })
})

describe("delivery countries", () => {
  it("are lower-case ISO codes without duplicates, France included", () => {
    expect(new Set(DELIVERY_COUNTRY_CODES).size).toBe(DELIVERY_COUNTRY_CODES.length)
    expect(DELIVERY_COUNTRY_CODES).toContain("fr")
    expect(DELIVERY_COUNTRY_CODES.every((code) => /^[a-z]{2}$/.test(code))).toBe(true)
  })
})
