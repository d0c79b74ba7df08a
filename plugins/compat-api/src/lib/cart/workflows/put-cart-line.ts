import { Modules } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  acquireLockStep,
  addToCartWorkflow,
  deleteLineItemsWorkflow,
  refreshCartItemsWorkflow,
  releaseLockStep,
  updateLineItemsStep,
} from "@medusajs/medusa/core-flows"
import { FIXED_LINE_KEY, isFixedLine, planLineChange, type LinePlan } from "../lines"

export type PutCartLineInput = { cart_id: string; variant_id: string; quantity: number; fixed: boolean }

export type PutCartLineOutcome = { action: LinePlan["action"]; refusedAbove: number | null }

type LineItemRow = { id: string; quantity: unknown; metadata?: Record<string, unknown> | null }

/** Reads the cart's line of the variant and decides, by the section-4.3 rule, what to write. */
type PlannedLine = { plan: LinePlan; metadata: Record<string, unknown> }

const planCartLineStep = createStep(
  "shop-plan-cart-line",
  async (input: PutCartLineInput, { container }): Promise<StepResponse<PlannedLine>> => {
  const cartModule = container.resolve(Modules.CART)
  const lines = (await cartModule.listLineItems(
    { cart_id: input.cart_id, variant_id: input.variant_id },
    { select: ["id", "quantity", "metadata"] }
  )) as LineItemRow[]
  const line = lines[0]
  const existing = line ? { id: line.id, quantity: Number(line.quantity), fixed: isFixedLine(line.metadata) } : null
  const plan = planLineChange(existing, { quantity: input.quantity, fixed: input.fixed })
  return new StepResponse({ plan, metadata: line?.metadata ?? {} })
  }
)

/**
 * PUT /api/cart: adds, sets or removes the line of one variant, under the cart's lock.
 *
 * A quantity beyond the stock is accepted (section 8: the line then shows its inventory error and ordering
 * is blocked): new lines go through Medusa's addToCart with the item's own `allow_backorder`, which only
 * skips the add's stock check (the variant keeps `allow_backorder: false`, so the reservation made when
 * the cart is completed still refuses it); quantity changes are written on the line and the cart is then
 * refreshed (prices, taxes, promotions) by Medusa's refreshCartItems, as updateLineItemInCart would do
 * without its stock check.
 */
export const putCartLineWorkflow = createWorkflow("shop-put-cart-line", (input: PutCartLineInput) => {
  acquireLockStep({ key: input.cart_id, timeout: 2, ttl: 10 })
  const { plan, metadata } = planCartLineStep(input)

  when("shop-cart-line-create", { plan }, ({ plan }) => plan.action === "create").then(() => {
    const items = transform({ input, plan }, ({ input, plan }) => [
      {
        variant_id: input.variant_id,
        quantity: plan.action === "create" ? plan.quantity : 1,
        allow_backorder: true,
        ...(plan.action === "create" && plan.fixed ? { metadata: { [FIXED_LINE_KEY]: true } } : {}),
      },
    ])
    addToCartWorkflow.runAsStep({ input: { cart_id: input.cart_id, items } })
  })

  when("shop-cart-line-set", { plan }, ({ plan }) => plan.action === "set").then(() => {
    const items = transform({ plan, metadata }, ({ plan, metadata }) =>
      plan.action === "set"
        ? [{ id: plan.lineId, quantity: plan.quantity, metadata: { ...metadata, [FIXED_LINE_KEY]: plan.fixed } }]
        : []
    )
    updateLineItemsStep({ id: input.cart_id, items })
    refreshCartItemsWorkflow.runAsStep({ input: { cart_id: input.cart_id } })
  })

  when("shop-cart-line-remove", { plan }, ({ plan }) => plan.action === "remove").then(() => {
    const ids = transform({ plan }, ({ plan }) => (plan.action === "remove" ? [plan.lineId] : []))
    deleteLineItemsWorkflow.runAsStep({ input: { cart_id: input.cart_id, ids } })
  })

  releaseLockStep({ key: input.cart_id })
  // A flat answer (the SDK's types do not carry a union): the limit when an add was refused, else null.
  const outcome = transform({ plan }, ({ plan }): PutCartLineOutcome => ({
    action: plan.action,
    refusedAbove: plan.action === "too-many" ? plan.max : null,
  }))
  return new WorkflowResponse(outcome)
})
