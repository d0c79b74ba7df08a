import { createProductCategoriesWorkflow } from "@medusajs/medusa/core-flows"
import { categoryHandle, flattenCategoryTree, type FlatCategory } from "@shop/shared"
import { recordChange, type SeedContext } from "./context"

/** Medusa category for a tree node: flat unique handle, French name, and the path + menu tag in metadata. */
export function categoryInput(entry: FlatCategory, siblingRank: number, parentId: string | null) {
  return {
    name: entry.node.name,
    handle: categoryHandle(entry.path),
    description: entry.node.description,
    is_active: true,
    is_internal: false,
    rank: siblingRank,
    parent_category_id: parentId,
    metadata: { path: entry.path, menuTag: entry.node.tag ?? null },
  }
}

/** Creates the missing categories of CATEGORY_TREE, parents first. Returns category id by tree path. */
export async function ensureCategories(ctx: SeedContext): Promise<Map<string, string>> {
  const flat = flattenCategoryTree()
  const { data } = await ctx.query.graph({
    entity: "product_category",
    fields: ["id", "handle"],
    filters: { handle: flat.map((entry) => categoryHandle(entry.path)) },
  })
  const idByHandle = new Map((data as { id: string; handle: string }[]).map((row) => [row.handle, row.id]))
  const idByPath = new Map<string, string>()
  for (const entry of flat) {
    const id = idByHandle.get(categoryHandle(entry.path))
    if (id) idByPath.set(entry.path, id)
  }

  const rankOf = (entry: FlatCategory) => flat.filter((e) => e.parentPath === entry.parentPath).indexOf(entry)
  const maxDepth = Math.max(...flat.map((entry) => entry.depth))
  let created = 0
  for (let depth = 0; depth <= maxDepth; depth += 1) {
    const missing = flat.filter((entry) => entry.depth === depth && !idByPath.has(entry.path))
    if (!missing.length) continue
    const { result } = await createProductCategoriesWorkflow(ctx.container).run({
      input: {
        product_categories: missing.map((entry) =>
          categoryInput(entry, rankOf(entry), entry.parentPath ? idByPath.get(entry.parentPath)! : null)
        ),
      },
    })
    for (const category of result) {
      const entry = missing.find((e) => categoryHandle(e.path) === category.handle)
      if (entry) idByPath.set(entry.path, category.id)
    }
    created += missing.length
  }
  if (created) recordChange(ctx, `created ${created} categories`)
  return idByPath
}
