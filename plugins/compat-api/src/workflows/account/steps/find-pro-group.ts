import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PRO_CUSTOMER_GROUP } from "@shop/shared"

/** The seeded `pro` customer group that pro accounts join (its price list and free delivery hang on it). */
export const findProGroupStep = createStep("shop-find-pro-group", async (_: void, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "customer_group", fields: ["id"], filters: { name: PRO_CUSTOMER_GROUP } })
  const group = data[0] as { id: string } | undefined
  if (!group) throw new Error(`customer group "${PRO_CUSTOMER_GROUP}" is missing: run the seed`)
  return new StepResponse(group.id)
})
