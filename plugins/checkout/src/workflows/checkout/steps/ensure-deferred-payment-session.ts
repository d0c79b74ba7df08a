import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { createPaymentCollectionForCartWorkflow, createPaymentSessionsWorkflow } from "@medusajs/medusa/core-flows"
import { TRANSFER_PROVIDER_ID } from "../../../lib/checkout/stripe"

type Collection = { id: string; payment_sessions?: { id: string; provider_id: string }[] }

async function readCollection(container: MedusaContainer, cartId: string): Promise<Collection | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: ["payment_collection.id", "payment_collection.payment_sessions.id", "payment_collection.payment_sessions.provider_id"],
    filters: { id: cartId },
  })
  return (data[0] as { payment_collection?: Collection | null } | undefined)?.payment_collection ?? null
}

/**
 * Every order starts with a deferred (pending_authorization) bank-transfer session, so Medusa completes the cart
 * into an order, with its stock reserved, before any money moves (docs/adr/002-payment-flow.md). Compensation
 * deletes the session this step made (an existing one is kept).
 */
export const ensureDeferredPaymentSessionStep = createStep(
  "shop-ensure-deferred-payment-session",
  async (input: { cart_id: string }, { container }) => {
    let collection = await readCollection(container, input.cart_id)
    if (!collection) {
      await createPaymentCollectionForCartWorkflow(container).run({ input: { cart_id: input.cart_id } })
      collection = await readCollection(container, input.cart_id)
    }
    if (!collection) throw new Error(`cart ${input.cart_id}: no payment collection after creating it`)
    const existing = (collection.payment_sessions ?? []).find((session) => session.provider_id === TRANSFER_PROVIDER_ID)
    if (existing) return new StepResponse({ payment_session_id: existing.id }, null)
    const { result } = await createPaymentSessionsWorkflow(container).run({
      input: { payment_collection_id: collection.id, provider_id: TRANSFER_PROVIDER_ID },
    })
    return new StepResponse({ payment_session_id: result.id }, result.id)
  },
  async (createdSessionId, { container }) => {
    if (!createdSessionId) return
    await container.resolve(Modules.PAYMENT).deletePaymentSession(createdSessionId)
  }
)
