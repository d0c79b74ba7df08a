import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createInventoryLevelsWorkflow, createProductsWorkflow } from "@medusajs/medusa/core-flows"
import type { ProductCreate } from "@shop/shared"
import { productCreationInput } from "../../../lib/creation"
import { ensureEanFreeStep } from "../steps/ensure-ean-free"
import { findInventoryItemStep } from "../steps/find-inventory-item"
import { resolveCreationLinksStep } from "../steps/resolve-links"

/**
 * PUT /api/products/ and a new EAN in the CSV import: a free EAN, the product through Medusa's own workflow
 * (variant, price, inventory item, channel, category), then its stock at the channel's location. A failure after
 * the product was made deletes it again (Medusa's workflows compensate as steps of this one).
 */
export const createDeskProductWorkflow = createWorkflow("shop-product-desk-create", (product: ProductCreate) => {
  ensureEanFreeStep(transform({ product }, ({ product }) => ({ ean: product.ean })))
  const links = resolveCreationLinksStep(transform({ product }, ({ product }) => ({ title: product.title, ean: product.ean, category: product.category })))
  const created = createProductsWorkflow.runAsStep({
    input: transform({ product, links }, ({ product, links }) => ({ products: [productCreationInput(product, links)] })),
  })
  const productId = transform({ created }, ({ created }) => created[0].id)
  const itemId = findInventoryItemStep(productId)
  createInventoryLevelsWorkflow.runAsStep({
    input: transform({ itemId, links, product }, ({ itemId, links, product }) => ({
      inventory_levels: [{ inventory_item_id: itemId, location_id: links.locationId, stocked_quantity: product.stock }],
    })),
  })
  return new WorkflowResponse(productId)
})
