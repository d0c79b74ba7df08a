import { ContainerRegistrationKeys, MedusaError, PromotionActions } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, releaseLockStep, updateCartPromotionsWorkflow } from "@medusajs/medusa/core-flows"

export type ApplyVoucherInput = { cart_id: string; code: string }

/** Marks the refusals this workflow raises itself, so that the route tells them from a failure of the engine. */
export const VOUCHER_NOT_APPLICABLE = "shop-voucher-not-applicable"
export const VOUCHER_NOT_COMBINABLE = "shop-voucher-not-combinable"

type CodedPromotion = { code?: string | null; is_automatic?: boolean | null; metadata?: Record<string, unknown> | null }

/** A code combines with another only when its promotion says so (`metadata.combinable: true`, set by staff). */
function isCombinable(promotion: CodedPromotion | undefined): boolean {
  return promotion?.metadata?.combinable === true
}

/**
 * One voucher code per cart: a second code is refused unless it and every code already there are combinable.
 * Automatic promotions (pro loyalty, free delivery) are no codes and always apply.
 */
const ensureCodeCombinesStep = createStep("shop-ensure-voucher-combines", async (input: ApplyVoucherInput, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: carts } = await query.graph({
    entity: "cart",
    fields: ["promotions.code", "promotions.is_automatic", "promotions.metadata"],
    filters: { id: input.cart_id },
  })
  const others = ((carts[0] as { promotions?: (CodedPromotion | null)[] | null } | undefined)?.promotions ?? []).filter(
    (promotion): promotion is CodedPromotion => Boolean(promotion?.code) && !promotion!.is_automatic && promotion!.code !== input.code
  )
  if (!others.length) return new StepResponse(true)
  const { data: wanted } = await query.graph({ entity: "promotion", fields: ["code", "metadata"], filters: { code: input.code } })
  if (isCombinable(wanted[0] as CodedPromotion | undefined) && others.every(isCombinable)) return new StepResponse(true)
  throw new MedusaError(MedusaError.Types.NOT_ALLOWED, VOUCHER_NOT_COMBINABLE)
})

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
 * PUT /api/cart/voucher: the code joins the cart's promotions through Medusa's updateCartPromotions; when Medusa
 * does not apply it, or it does not combine with a code already there, a step fails and the workflow's compensation
 * puts the cart's promotions back as they were.
 */
export const applyVoucherWorkflow = createWorkflow("shop-apply-voucher", (input: ApplyVoucherInput) => {
  acquireLockStep({ key: input.cart_id, timeout: 2, ttl: 10 })
  const codes = transform({ input }, ({ input }) => [input.code])
  updateCartPromotionsWorkflow.runAsStep({
    input: { cart_id: input.cart_id, promo_codes: codes, action: PromotionActions.ADD },
  })
  ensureVoucherAppliedStep(input)
  // After the code proved valid: a wrong code is told so, whatever else the cart holds.
  ensureCodeCombinesStep(input)
  releaseLockStep({ key: input.cart_id })
  return new WorkflowResponse(input.code)
})
