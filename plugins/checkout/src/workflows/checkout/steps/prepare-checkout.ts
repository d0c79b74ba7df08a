import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { newOrderNumber } from "@shop/shared"
import { randomBytes } from "node:crypto"
import { stockLockKeys } from "../../../lib/checkout/stock"
import { CHECKOUT_MESSAGES } from "../../../lib/messages"
import { deriveOrderSecret, hashOrderSecret, newSecretNonce } from "../../../lib/order/secret"
import { serverSecretOf } from "../../../lib/order/secret-access"

export type PrepareCheckoutInput = { cart_id: string }
export type PreparedCheckout = {
  cart_id: string
  home_delivery_option_id: string
  stock_lock_keys: string[]
  order_number: string
  secret_nonce: string
  secret_hash: string
}

type CartRow = { id: string; completed_at?: string | Date | null; items?: ({ variant_id?: string | null } | null)[] | null }

/**
 * Reads what the submit needs and refuses an empty or completed cart (nothing written yet, nothing to undo): the
 * home delivery option (shipping option type code "home", seeded), the variants' lock keys, and the order's number
 * and secret (its nonce and hash: the secret itself is derived again when needed, never stored).
 */
export const prepareCheckoutStep = createStep("shop-prepare-checkout", async (input: PrepareCheckoutInput, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: carts } = await query.graph({
    entity: "cart",
    fields: ["id", "completed_at", "items.variant_id"],
    filters: { id: input.cart_id },
  })
  const cart = carts[0] as CartRow | undefined
  const lines = (cart?.items ?? []).flatMap((line) => (line ? [line] : []))
  if (!cart || cart.completed_at || lines.length === 0) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, CHECKOUT_MESSAGES.emptyCart)
  }
  const { data: options } = await query.graph({ entity: "shipping_option", fields: ["id", "type.code"] })
  const home = (options as { id: string; type?: { code?: string } | null }[]).find((row) => row.type?.code === "home")
  if (!home) throw new Error("no home delivery shipping option: run the seed")
  const orderNumber = newOrderNumber(randomBytes)
  const nonce = newSecretNonce()
  return new StepResponse<PreparedCheckout>({
    cart_id: cart.id,
    home_delivery_option_id: home.id,
    stock_lock_keys: stockLockKeys(lines),
    order_number: orderNumber,
    secret_nonce: nonce,
    secret_hash: hashOrderSecret(deriveOrderSecret(serverSecretOf(container), orderNumber, nonce)),
  })
})
