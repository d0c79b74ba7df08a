import type { ProductRecord } from "@shop/product-search"
import { toApiProduct } from "../map"

const record: ProductRecord = {
  id: "prod_01",
  handle: "radiateur-inertie-ceramique-solena-1000w",
  title: "Radiateur à inertie céramique Solena 1000 W",
  subtitle: "La douceur de la céramique",
  description: "Un radiateur silencieux.",
  thumbnail: "http://localhost:9000/static/thumb.png",
  weight: 14500,
  width: 600,
  height: 580,
  length: 120,
  metadata: {
    brand: "Solena",
    powerW: 1000,
    colour: "Blanc",
    features: ["Thermostat électronique", "Détection de fenêtre ouverte", 42],
    bestSeller: true,
  },
  images: [
    { url: "http://localhost:9000/static/b.png", rank: 1 },
    { url: "http://localhost:9000/static/a.png", rank: 0 },
  ],
  categories: [
    { id: "pcat_1", name: "Radiateurs", handle: "radiateurs", metadata: { path: "radiateurs", menuTag: "rd" } },
    { id: "pcat_2", name: "Inertie céramique", handle: "radiateurs-inertie-ceramique", metadata: { path: "radiateurs/inertie/ceramique" } },
  ],
  variants: [
    {
      id: "variant_1",
      sku: "SOL-1000",
      ean: "3760891001011",
      manage_inventory: true,
      calculated_price: { calculated_amount: 499.9, raw_calculated_amount: { value: "499.9" }, is_calculated_price_tax_inclusive: true },
    },
  ],
}

describe("toApiProduct", () => {
  it("maps a Medusa product to the spec's shape with cents, stock state and attributes", () => {
    const product = toApiProduct(record, { availability: { variant_1: 2 }, taxRatePercent: 20, pro: false })
    expect(product).toEqual({
      id: "prod_01",
      slug: "radiateur-inertie-ceramique-solena-1000w",
      ean: "3760891001011",
      designation: "Radiateur à inertie céramique Solena 1000 W",
      subtitle: "La douceur de la céramique",
      description: "Un radiateur silencieux.",
      brand: "Solena",
      category: { path: "radiateurs/inertie/ceramique", name: "Inertie céramique", tag: "rd" },
      images: ["http://localhost:9000/static/a.png", "http://localhost:9000/static/b.png"],
      price: { ttc: 49990, ht: 41658 },
      pro: false,
      stock: { available: 2, state: "low" },
      attributes: { powerW: 1000, widthMm: 600, heightMm: 580, depthMm: 120, weightG: 14500, colour: "Blanc" },
      features: ["Thermostat électronique", "Détection de fenêtre ouverte"],
      bestSeller: true,
    })
  })

  it("echoes the pro view and reports an empty channel stock as out of stock", () => {
    const product = toApiProduct(record, { availability: { variant_1: 0 }, taxRatePercent: 20, pro: true })
    expect(product?.pro).toBe(true)
    expect(product?.stock).toEqual({ available: 0, state: "out_of_stock" })
  })

  it("falls back to the thumbnail and to nulls when optional data is missing", () => {
    const bare = toApiProduct(
      { ...record, images: [], metadata: null, subtitle: "", weight: null, categories: [] },
      { availability: {}, taxRatePercent: 20, pro: false }
    )
    expect(bare?.images).toEqual(["http://localhost:9000/static/thumb.png"])
    expect(bare?.brand).toBeNull()
    expect(bare?.subtitle).toBeNull()
    expect(bare?.category).toBeNull()
    expect(bare?.attributes.weightG).toBeNull()
    expect(bare?.attributes.powerW).toBeNull()
    expect(bare?.features).toEqual([])
    expect(bare?.bestSeller).toBe(false)
  })

  it("returns null for a product that cannot be sold (no variant or no price)", () => {
    expect(toApiProduct({ ...record, variants: [] }, { availability: {}, taxRatePercent: 20, pro: false })).toBeNull()
    const unpriced = { ...record, variants: [{ id: "v", calculated_price: null }] }
    expect(toApiProduct(unpriced, { availability: {}, taxRatePercent: 20, pro: false })).toBeNull()
  })
})
