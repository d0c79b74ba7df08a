import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/** Soft-deletes the carts (Medusa's cart module); compensation restores them. */
export const softDeleteCartsStep = createStep(
  "shop-soft-delete-carts",
  async (ids: string[], { container }) => {
    if (ids.length) await container.resolve(Modules.CART).softDeleteCarts(ids)
    return new StepResponse(ids.length, ids)
  },
  async (ids, { container }) => {
    if (ids?.length) await container.resolve(Modules.CART).restoreCarts(ids)
  }
)
