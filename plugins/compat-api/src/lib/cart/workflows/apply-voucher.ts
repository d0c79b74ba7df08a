import { ContainerRegistrationKeys, MedusaError, PromotionActions } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, releaseLockStep, updateCartPromotionsWorkflow } from "@medusajs/medusa/core-flows"

export type ApplyVoucherInput = { cart_id: string; code: string }

/** Marks the refusal this workflow raises itself, so that the route tells it from a failure of the engine. */
export const VOUCHER_NOT_APPLICABLE = "shop-voucher-not-applicable"

type CartPromotions = { items?: ({ adjustments?: ({ code?: string | null } | null)[] | null } | null)[] | null }

/**
 * Medusa keeps a code that discounts nothing out of the cart without an error (inactive, expired, draft,
 * a rule the cart does not meet): the voucher counts as applied only when one of its adjustments is there.
 */
const ensureVoucherAppliedStep = createStep("shop-ensure-voucher-applied", async (input: ApplyVoucherInput, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: ["items.adjustments.code"],
    filters: { id: input.cart_id },
  })
  const cart = data[0] as CartPromotions | undefined
  const applied = (cart?.items ?? []).some((line) => (line?.adjustments ?? []).some((adjustment) => adjustment?.code === input.code))
  if (!applied) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, VOUCHER_NOT_APPLICABLE)
  return new StepResponse(true)
})

/**
 * PUT /api/cart/voucher: the code joins the cart's promotions through Medusa's updateCartPromotions; when
 * Medusa does not apply it, the step above fails and the workflow's compensation puts the cart's
 * promotions back as they were.
 */
export const applyVoucherWorkflow = createWorkflow("shop-apply-voucher", (input: ApplyVoucherInput) => {
  acquireLockStep({ key: input.cart_id, timeout: 2, ttl: 10 })
  const codes = transform({ input }, ({ input }) => [input.code])
  updateCartPromotionsWorkflow.runAsStep({
    input: { cart_id: input.cart_id, promo_codes: codes, action: PromotionActions.ADD },
  })
  ensureVoucherAppliedStep(input)
  releaseLockStep({ key: input.cart_id })
  return new WorkflowResponse(input.code)
})
