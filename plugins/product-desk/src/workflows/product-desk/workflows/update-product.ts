import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  createInventoryLevelsWorkflow,
  updateInventoryLevelsWorkflow,
  updateProductsWorkflow,
  updateProductVariantsWorkflow,
} from "@medusajs/medusa/core-flows"
import type { ProductUpdate } from "@shop/shared"
import { productFieldsUpdate, variantFieldsUpdate } from "../../../lib/creation"
import { ensureEanFreeStep } from "../steps/ensure-ean-free"
import { loadDeskProductStep } from "../steps/load-product"
import { resolveCategoryStep } from "../steps/resolve-links"
import { resolveStockTargetStep } from "../steps/resolve-stock"

export type UpdateDeskProductInput = { id: string; change: ProductUpdate }

/**
 * PUT /api/products/{id} and a known EAN in the CSV import: texts, status, images, brand and category on the product,
 * price and EAN on its variant, stock on its inventory level, each through Medusa's workflow (whose events keep the
 * search index, the pro prices and the storefront's pages in step). Only what the change names is written; a
 * failing part undoes the parts already written.
 */
export const updateDeskProductWorkflow = createWorkflow("shop-product-desk-update", (input: UpdateDeskProductInput) => {
  const record = loadDeskProductStep(input.id)
  ensureEanFreeStep(transform({ input }, ({ input }) => ({ ean: input.change.ean, productId: input.id })))
  const categoryId = resolveCategoryStep(transform({ input }, ({ input }) => input.change.category))
  const stock = resolveStockTargetStep(transform({ input, record }, ({ input, record }) => ({ record, stock: input.change.stock })))
  const fields = transform({ input, record, categoryId }, ({ input, record, categoryId }) => productFieldsUpdate(input.change, record.metadata, categoryId))
  const variant = transform({ input, record }, ({ input, record }) => {
    const variantId = record.variants?.find(Boolean)?.id
    return variantId ? variantFieldsUpdate(input.change, variantId) : null
  })

  when("shop-product-desk-update-fields", { fields }, ({ fields }) => fields !== null).then(() => {
    updateProductsWorkflow.runAsStep({
      input: transform({ input, fields }, ({ input, fields }) => ({ products: [{ id: input.id, ...fields! }] })),
    })
  })
  when("shop-product-desk-update-variant", { variant }, ({ variant }) => variant !== null).then(() => {
    updateProductVariantsWorkflow.runAsStep({
      input: transform({ variant }, ({ variant }) => ({ product_variants: [variant!] })),
    })
  })
  when("shop-product-desk-update-stock", { stock }, ({ stock }) => stock !== null && stock.hasLevel).then(() => {
    updateInventoryLevelsWorkflow.runAsStep({
      input: transform({ stock }, ({ stock }) => ({
        updates: [{ inventory_item_id: stock!.inventory_item_id, location_id: stock!.location_id, stocked_quantity: stock!.stocked_quantity }],
      })),
    })
  })
  when("shop-product-desk-create-stock", { stock }, ({ stock }) => stock !== null && !stock.hasLevel).then(() => {
    createInventoryLevelsWorkflow.runAsStep({
      input: transform({ stock }, ({ stock }) => ({
        inventory_levels: [{ inventory_item_id: stock!.inventory_item_id, location_id: stock!.location_id, stocked_quantity: stock!.stocked_quantity }],
      })),
    })
  })
  return new WorkflowResponse(input.id)
})
