import { toSearchDocument } from "../document"
import type { ProductRecord } from "../../catalogue/record"

const record: ProductRecord = {
  id: "prod_1",
  handle: "seche-serviettes-soufflant-ondine-air-1500w",
  title: "Sèche-serviettes soufflant Ondine Air 1500 W (500 + 1000 W)",
  subtitle: "La salle de bains chaude en cinq minutes",
  description: "Ondine Air ajoute aux tubes chauffants un ventilo-radiateur.",
  thumbnail: "http://x/thumb.png",
  metadata: { brand: "Calorem", powerW: 1500, colour: "Blanc", features: ["Filtre à poussière"], bestSeller: true },
  images: [
    { url: "http://x/2.png", rank: 1 },
    { url: "http://x/1.png", rank: 0 },
  ],
  categories: [{ id: "pcat_1", name: "Sèche-serviettes soufflants", handle: "seche-serviette-soufflants", metadata: null }],
  variants: [
    {
      id: "variant_1",
      sku: "CAL-ONA-1500W",
      ean: "3760891211011",
      manage_inventory: true,
      calculated_price: { calculated_amount: 379.9, raw_calculated_amount: { value: "379.9" }, is_calculated_price_tax_inclusive: true },
    },
  ],
}

describe("toSearchDocument", () => {
  it("flattens a product for search: cents, category trail, type, normalized texts", () => {
    const document = toSearchDocument(record, 25, 20)!
    expect(document).toMatchObject({
      id: "prod_1",
      variant_id: "variant_1",
      ean: "3760891211011",
      brand: "Calorem",
      image: "http://x/1.png",
      category_path: "seche-serviette/soufflants",
      category_paths: ["seche-serviette", "seche-serviette/soufflants"],
      product_type: "soufflants",
      power_w: 1500,
      price_ttc: 37990,
      price_ht: 31658,
      stock_available: 25,
      best_seller: true,
      best_seller_rank: null,
      title_normalized: "seche serviettes soufflant ondine air 1500 w 500 1000 w",
    })
    expect(document.keywords_normalized).toBe(
      "calorem seche serviettes seche serviettes soufflants la salle de bains chaude en cinq minutes blanc"
    )
    expect(document.body_normalized).toContain("filtre a poussiere cal ona 1500 w")
  })

  it("has no row for a product without price or variant", () => {
    expect(toSearchDocument({ ...record, variants: [] }, 1, 20)).toBeNull()
    expect(toSearchDocument({ ...record, variants: [{ id: "v", calculated_price: null }] }, 1, 20)).toBeNull()
  })

  it("keeps untracked stock apart from sold out", () => {
    const untracked = { ...record, variants: [{ ...record.variants![0]!, manage_inventory: false }] }
    expect(toSearchDocument(untracked, null, 20)!.stock_available).toBeNull()
    expect(toSearchDocument(record, null, 20)!.stock_available).toBe(0)
  })
})
