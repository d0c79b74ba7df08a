import type { MedusaContainer } from "@medusajs/framework/types"
import { csvRowAsCreation, PRODUCT_DESK_TEXTS, type ApiProductImportAnswer, type ApiProductImportRow } from "@shop/shared"
import { createDeskProductWorkflow } from "../workflows/product-desk/workflows/create-product"
import { updateDeskProductWorkflow } from "../workflows/product-desk/workflows/update-product"
import { refusalOf } from "./answers"
import type { PlannedRow } from "./csv-import"
import { productIdByEan } from "./read"

/**
 * Each checked row applied on its own, in file order: a known EAN is updated with the cells it fills, an unknown
 * one is created when the row holds what a product page needs. Every row is one compensated workflow, so a refused
 * row changes nothing and never stops the others; its French reason is in the answer.
 */
export async function applyImport(scope: MedusaContainer, rows: PlannedRow[]): Promise<ApiProductImportAnswer> {
  const results: ApiProductImportRow[] = []
  for (const planned of rows) {
    if (!planned.ok) {
      results.push({ line: planned.line, ean: planned.ean, result: "refused", message: planned.message })
      continue
    }
    const { row } = planned
    const existing = await productIdByEan(scope, row.ean)
    if (existing) {
      const { errors } = await updateDeskProductWorkflow(scope).run({ input: { id: existing, change: row.change }, throwOnError: false })
      results.push(outcome(planned, "updated", existing, errors))
      continue
    }
    const creation = csvRowAsCreation(row)
    if (!creation) {
      results.push({ line: planned.line, ean: row.ean, result: "refused", message: PRODUCT_DESK_TEXTS.missingForCreation })
      continue
    }
    const { result, errors } = await createDeskProductWorkflow(scope).run({ input: creation, throwOnError: false })
    results.push(outcome(planned, "created", result, errors))
  }
  return {
    rows: results,
    created: results.filter((r) => r.result === "created").length,
    updated: results.filter((r) => r.result === "updated").length,
    refused: results.filter((r) => r.result === "refused").length,
  }
}

function outcome(planned: PlannedRow, done: "created" | "updated", id: string | undefined, errors: { error?: unknown }[]): ApiProductImportRow {
  if (!errors.length) return { line: planned.line, ean: planned.ean, result: done, id }
  const refusal = refusalOf(errors)
  if (!refusal) throw errors[0]?.error ?? new Error("import row failed")
  return { line: planned.line, ean: planned.ean, result: "refused", message: refusal.message }
}
