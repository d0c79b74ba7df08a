import type { MedusaContainer } from "@medusajs/framework/types"
import { deleteStaleEmptyCartsWorkflow } from "../workflows/cart/workflows/delete-stale-empty-carts"

/** A day is well past a session's life (10 h): nobody can reach such a cart any more. */
const UNTOUCHED_FOR_HOURS = 24
const BATCH = 1000

/**
 * Every hour: empty carts untouched for a day are soft-deleted, in batches until none is left, so carts made by
 * visits that never bought do not pile up.
 */
export default async function deleteStaleEmptyCartsJob(container: MedusaContainer): Promise<void> {
  for (;;) {
    const { result } = await deleteStaleEmptyCartsWorkflow(container).run({ input: { untouched_for_hours: UNTOUCHED_FOR_HOURS, limit: BATCH } })
    if (result < BATCH) return
  }
}

export const config = {
  name: "delete-stale-empty-carts",
  schedule: "17 * * * *",
}
