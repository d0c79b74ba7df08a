import { categoryHandle, categoryMenuTag, findCategory, flattenCategoryTree, type ApiProductCategory } from "@shop/shared"
import type { ProductRecord } from "./record"

const PATH_BY_HANDLE = new Map(flattenCategoryTree().map((entry) => [categoryHandle(entry.path), entry.path]))

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null
}

/**
 * The product's place in the tree. A product may sit in several categories (a parent and its leaf):
 * the deepest known path wins, so the breadcrumb is the most precise one.
 */
export function productCategory(record: ProductRecord): ApiProductCategory | null {
  let best: { path: string; name: string; depth: number } | null = null
  for (const category of record.categories ?? []) {
    if (!category) continue
    const path = text(category.metadata?.path) ?? PATH_BY_HANDLE.get(category.handle) ?? null
    if (!path) continue
    const depth = findCategory(path)?.depth ?? path.split("/").length - 1
    if (!best || depth > best.depth) best = { path, name: category.name, depth }
  }
  return best ? { path: best.path, name: best.name, tag: categoryMenuTag(best.path) ?? null } : null
}
