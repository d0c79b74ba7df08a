import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { deleteProductsWorkflow } from "@medusajs/medusa/core-flows"
import { loadDeskProductStep } from "../steps/load-product"

/** DELETE /api/products/{id}: Medusa's soft delete (orders keep their lines; `product.deleted` drops it from search). */
export const deleteDeskProductWorkflow = createWorkflow("shop-product-desk-delete", (id: string) => {
  const record = loadDeskProductStep(id)
  deleteProductsWorkflow.runAsStep({ input: transform({ record }, ({ record }) => ({ ids: [record.id] })) })
  return new WorkflowResponse(id)
})
