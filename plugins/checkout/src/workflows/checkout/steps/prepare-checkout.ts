import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { newOrderNumber } from "@shop/shared"
import { randomBytes } from "node:crypto"
import { assertRegionDelivers } from "../../../lib/checkout/cart-details"
import { stockLockKeys } from "../../../lib/checkout/stock"
import { CHECKOUT_MESSAGES } from "../../../lib/messages"
import { deriveOrderSecret, hashOrderSecret, newSecretNonce } from "../../../lib/order/secret"
import { serverSecretOf } from "../../../lib/order/secret-access"

export type PrepareCheckoutInput = { cart_id: string; shipping_country_code: string }
export type PreparedCheckout = {
  cart_id: string
  /** The cart's account (a logged-in shopper), or null: the guest customer is found or made from the e-mail. */
  customer_id: string | null
  /** Delivery methods already on the cart (an earlier, abandoned submit): replaced by home delivery. */
  shipping_method_ids: string[]
  home_delivery_option_id: string
  stock_lock_keys: string[]
  order_number: string
  secret_nonce: string
  secret_hash: string
}

type CartRow = {
  id: string
  customer_id?: string | null
  completed_at?: string | Date | null
  items?: ({ variant_id?: string | null } | null)[] | null
  shipping_methods?: ({ id: string } | null)[] | null
  region?: { countries?: ({ iso_2: string } | null)[] | null } | null
}

/**
 * Reads what the submit needs and refuses an empty or completed cart, or a delivery country outside the cart's
 * region (nothing written yet, nothing to undo): the cart's customer and delivery methods, the home delivery
 * option (shipping option type code "home", seeded), the variants' lock keys, and the order's number and secret
 * (its nonce and hash: the secret itself is derived again when needed, never stored).
 */
export const prepareCheckoutStep = createStep("shop-prepare-checkout", async (input: PrepareCheckoutInput, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: carts } = await query.graph({
    entity: "cart",
    fields: ["id", "customer_id", "completed_at", "items.variant_id", "shipping_methods.id", "region.countries.iso_2"],
    filters: { id: input.cart_id },
  })
  const cart = carts[0] as CartRow | undefined
  const lines = (cart?.items ?? []).flatMap((line) => (line ? [line] : []))
  if (!cart || cart.completed_at || lines.length === 0) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, CHECKOUT_MESSAGES.emptyCart)
  }
  assertRegionDelivers(
    (cart.region?.countries ?? []).flatMap((country) => (country ? [country.iso_2] : [])),
    input.shipping_country_code
  )
  const { data: options } = await query.graph({ entity: "shipping_option", fields: ["id", "type.code"] })
  const home = (options as { id: string; type?: { code?: string } | null }[]).find((row) => row.type?.code === "home")
  if (!home) throw new Error("no home delivery shipping option: run the seed")
  const orderNumber = newOrderNumber(randomBytes)
  const nonce = newSecretNonce()
  return new StepResponse<PreparedCheckout>({
    cart_id: cart.id,
    customer_id: cart.customer_id ?? null,
    shipping_method_ids: (cart.shipping_methods ?? []).flatMap((method) => (method ? [method.id] : [])),
    home_delivery_option_id: home.id,
    stock_lock_keys: stockLockKeys(lines),
    order_number: orderNumber,
    secret_nonce: nonce,
    secret_hash: hashOrderSecret(deriveOrderSecret(serverSecretOf(container), orderNumber, nonce)),
  })
})
