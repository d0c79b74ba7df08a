import type { MedusaContainer } from "@medusajs/framework/types"
import type { ApiProductQueryAnswer, ApiProductSummary, ProductQuery } from "@shop/shared"
import { toFacets, toProductSummary, type FacetRow, type SummaryRow } from "./answer"
import { ensureFreshIndex } from "./freshness"
import { searchService } from "./indexer"
import { planEanLookup, planHighlights, planSearch } from "./plan"

/**
 * POST /api/product/query: full-text first; when the words match nothing and pg_trgm is installed, the
 * same query again by trigram similarity of the title (typos: "radiatuer").
 */
export async function searchProducts(scope: MedusaContainer, query: ProductQuery): Promise<ApiProductQueryAnswer> {
  await ensureFreshIndex(scope)
  const service = searchService(scope)
  const plan = planSearch(query, "text")
  let [pageRows, facetRows] = await service.runStatements([plan.page, plan.facets])
  let { facets, total } = toFacets(facetRows as FacetRow[])
  if (total === 0 && plan.tokens.length > 0) {
    if (await service.hasTrigrams()) {
      const fuzzy = planSearch(query, "fuzzy")
      ;[pageRows, facetRows] = await service.runStatements([fuzzy.page, fuzzy.facets])
      ;({ facets, total } = toFacets(facetRows as FacetRow[]))
    }
  }
  return {
    products: (pageRows as SummaryRow[]).map(toProductSummary),
    total,
    page: query.page,
    pageSize: query.pageSize,
    facets,
  }
}

export async function productByEan(scope: MedusaContainer, ean: string): Promise<ApiProductSummary | null> {
  await ensureFreshIndex(scope)
  const [rows] = await searchService(scope).runStatements([planEanLookup(ean)])
  const row = rows[0] as SummaryRow | undefined
  return row ? toProductSummary(row) : null
}

export async function highlightedProducts(scope: MedusaContainer): Promise<ApiProductSummary[]> {
  await ensureFreshIndex(scope)
  const [rows] = await searchService(scope).runStatements([planHighlights()])
  return (rows as SummaryRow[]).map(toProductSummary)
}
