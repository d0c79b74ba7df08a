import { toFacets, toProductSummary, type SummaryRow } from "../answer"

const row: SummaryRow = {
  id: "prod_1",
  handle: "radiateur-inertie-ceramique-solena-1000w",
  ean: "3760891101015",
  title: "Radiateur à inertie céramique Solena 1000 W",
  brand: "Thermolys",
  image: "http://localhost:9000/static/solena-1.png",
  category_path: "radiateurs/inertie/ceramique",
  category_name: "Inertie céramique",
  power_w: 1000,
  price_ttc: "49990",
  price_ht: "41658",
  stock_available: 2,
  best_seller: true,
}

describe("toProductSummary", () => {
  it("gives a product card in cents with its stock state and menu tag", () => {
    expect(toProductSummary(row)).toEqual({
      id: "prod_1",
      slug: "radiateur-inertie-ceramique-solena-1000w",
      ean: "3760891101015",
      designation: "Radiateur à inertie céramique Solena 1000 W",
      brand: "Thermolys",
      image: "http://localhost:9000/static/solena-1.png",
      price: { ht: 41658, ttc: 49990 },
      stock: { available: 2, state: "low" },
      category: { path: "radiateurs/inertie/ceramique", name: "Inertie céramique", tag: "rd" },
      powerW: 1000,
      bestSeller: true,
    })
  })

  it("shows untracked stock as in stock and sold out as such", () => {
    expect(toProductSummary({ ...row, stock_available: null }).stock).toEqual({ available: null, state: "in_stock" })
    expect(toProductSummary({ ...row, stock_available: 0 }).stock).toEqual({ available: 0, state: "out_of_stock" })
  })
})

describe("toFacets", () => {
  it("orders categories and types as the menu, brands A-Z, power by watts", () => {
    const { facets, total } = toFacets([
      { facet: "category", value: "seche-serviette", n: 4 },
      { facet: "category", value: "radiateurs/inertie", n: "3" },
      { facet: "category", value: "radiateurs", n: 5 },
      { facet: "category", value: "inconnue", n: 9 },
      { facet: "brand", value: "Thermolys", n: 2 },
      { facet: "brand", value: "Ardéa", n: 3 },
      { facet: "type", value: "soufflants", n: 1 },
      { facet: "type", value: "inertie", n: 3 },
      { facet: "power", value: "2000", n: 1 },
      { facet: "power", value: "500", n: 6 },
      { facet: "price", value: "24990:89990", n: 9 },
      { facet: "total", value: null, n: 9 },
    ])
    expect(total).toBe(9)
    expect(facets).toEqual({
      category: [
        { path: "radiateurs", name: "Radiateurs", count: 5 },
        { path: "radiateurs/inertie", name: "Radiateurs à inertie", count: 3 },
        { path: "seche-serviette", name: "Sèche-serviettes", count: 4 },
      ],
      brand: [
        { name: "Ardéa", count: 3 },
        { name: "Thermolys", count: 2 },
      ],
      type: [
        { slug: "inertie", name: "Radiateurs à inertie", count: 3 },
        { slug: "soufflants", name: "Sèche-serviettes soufflants", count: 1 },
      ],
      power: [
        { min: 500, max: 1000, count: 6 },
        { min: 2000, max: null, count: 1 },
      ],
      price: { min: 24990, max: 89990 },
    })
  })

  it("has no price range when nothing matches", () => {
    expect(toFacets([{ facet: "price", value: null, n: 0 }, { facet: "total", value: null, n: 0 }])).toEqual({
      total: 0,
      facets: { category: [], brand: [], type: [], power: [], price: null },
    })
  })
})
