import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export type StaleCartsInput = { untouched_for_hours: number; limit: number }

/** Open carts without a single line that nobody touched for the given time (a session's cart is touched on use). */
export const findStaleEmptyCartsStep = createStep("shop-find-stale-empty-carts", async (input: StaleCartsInput, { container }) => {
  const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = await pg.raw(
    `select c.id from cart c
      where c.deleted_at is null and c.completed_at is null
        and c.updated_at < now() - make_interval(hours => ?)
        and not exists (select 1 from cart_line_item l where l.cart_id = c.id and l.deleted_at is null)
      order by c.updated_at limit ?`,
    [input.untouched_for_hours, input.limit]
  )
  return new StepResponse((rows as { id: string }[]).map((row) => row.id))
})
