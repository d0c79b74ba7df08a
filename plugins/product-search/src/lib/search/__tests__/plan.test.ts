import { productQuerySchema, type ProductQueryInput } from "@shop/shared"
import { filterConditions, planEanLookup, planHighlights, planSearch } from "../plan"

const plan = (body: ProductQueryInput, mode: "text" | "fuzzy" = "text") => planSearch(productQuerySchema.parse(body), mode)
const placeholders = (sql: string) => (sql.match(/\?/g) ?? []).length

describe("planSearch", () => {
  it("binds every value: one placeholder per value, no user text in the SQL", () => {
    const body = {
      q: "radiateur'; drop table product_search; --",
      category: "radiateurs",
      type: "inertie",
      brand: ["Calorem", "Ardéa"],
      power: { min: 500, max: 2000 },
      price: { min: 10000, max: 90000 },
      inStock: true,
      page: 3,
      pageSize: 12,
    }
    const { page, facets } = plan(body)
    for (const statement of [page, facets]) {
      expect(placeholders(statement.sql)).toBe(statement.values.length)
      expect(statement.sql).not.toContain("drop table")
      expect(statement.sql).not.toContain("Calorem")
    }
  })

  it("matches each word as a prefix or by its French stem", () => {
    const { page, tokens } = plan({ q: "Radiateurs à inertie" })
    expect(tokens).toEqual(["radiateurs", "inertie"])
    expect(page.values.slice(0, 4)).toEqual(["radiateurs:*", "radiateurs", "inertie:*", "inertie"])
    expect(page.sql).toContain("to_tsquery('simple', ?) || to_tsquery('french', ?)")
  })

  it("puts an exact EAN first", () => {
    const { page, ean } = plan({ q: "3760891101015" })
    expect(ean).toBe("3760891101015")
    expect(page.sql).toContain("when s.ean = ? then 3")
    expect(page.sql).toMatch(/order by tier desc/)
  })

  it("pages with limit and offset", () => {
    const { page } = plan({ page: 3, pageSize: 12 })
    expect(page.values.slice(-2)).toEqual([12, 24])
  })

  it.each([
    ["price-asc", "order by price_ttc asc"],
    ["price-desc", "order by price_ttc desc"],
    ["name", "order by title_normalized asc"],
    ["relevance", "order by best_seller desc, menu_position asc"],
  ] as const)("sorts by %s", (sort, expected) => {
    expect(plan({ sort }).page.sql.replace(/\s+/g, " ")).toContain(expected)
  })

  it("ranks text matches by tier, title start, then weight", () => {
    expect(plan({ q: "seche serviette" }).page.sql).toContain("order by tier desc, starts desc, rank desc")
  })

  it("lists everything without text", () => {
    const { page, tokens } = plan({})
    expect(tokens).toEqual([])
    expect(page.sql).toContain("from product_search s)")
    expect(page.values).toEqual([24, 0])
  })

  it("falls back to trigram similarity of the title", () => {
    const { page } = plan({ q: "radiatuer" }, "fuzzy")
    expect(page.sql).toContain("<% s.title_normalized")
    expect(page.values).toContain("radiatuer")
  })

  it("counts each facet without its own filter", () => {
    const { facets } = plan({ brand: "Calorem", type: "inertie" })
    const brandFacet = facets.sql.split("union all").find((part) => part.includes("select 'brand'"))!
    expect(brandFacet).not.toContain("brand in")
    expect(brandFacet).toContain("product_type = ?")
    const typeFacet = facets.sql.split("union all").find((part) => part.includes("select 'type'"))!
    expect(typeFacet).toContain("brand in (?)")
    expect(typeFacet).not.toContain("product_type = ?")
  })
})

describe("filterConditions", () => {
  it("has no condition for an empty query", () => {
    expect(filterConditions(productQuerySchema.parse({}))).toEqual({})
  })

  it("keeps open ranges open", () => {
    const { power } = filterConditions(productQuerySchema.parse({ power: { min: 1000 } }))
    expect(power?.sql).toBe("(power_w >= ?)")
    expect(power?.values).toEqual([1000])
  })

  it("finds a category with its sub-categories", () => {
    const { category } = filterConditions(productQuerySchema.parse({ category: "radiateurs" }))
    expect(category?.sql).toBe("? = any(category_paths)")
  })
})

describe("lookups", () => {
  it("finds an EAN exactly", () => {
    expect(planEanLookup("3760891101015")).toMatchObject({ values: ["3760891101015"] })
  })

  it("orders best sellers by rank, then menu", () => {
    expect(planHighlights().sql).toMatch(/where best_seller\s+order by best_seller_rank asc nulls last, menu_position asc/)
  })
})
