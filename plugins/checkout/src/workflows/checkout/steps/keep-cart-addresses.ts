import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

type CartAddressIds = { cart_id: string; shipping: string | null; billing: string | null }

async function addressIdsOf(container: MedusaContainer, cartId: string): Promise<CartAddressIds> {
  const cart = await container.resolve(Modules.CART).retrieveCart(cartId, { relations: ["shipping_address", "billing_address"] })
  return { cart_id: cart.id, shipping: cart.shipping_address?.id ?? null, billing: cart.billing_address?.id ?? null }
}

/**
 * Remembers which addresses the cart points to, so that a failed submit gives them back. The submit's addresses
 * carry no id, so Medusa's update-carts writes new address rows and links the cart to them; its compensation
 * restores the cart's own fields but not those links. This compensation links the cart back to its earlier
 * addresses and deletes the ones the submit made.
 */
export const keepCartAddressesStep = createStep(
  "shop-keep-cart-addresses",
  async (input: { cart_id: string }, { container }) => new StepResponse(undefined, await addressIdsOf(container, input.cart_id)),
  async (before, { container }) => {
    if (!before) return
    const now = await addressIdsOf(container, before.cart_id)
    const made = [now.shipping, now.billing].filter((id): id is string => !!id && id !== before.shipping && id !== before.billing)
    if (!made.length) return
    const carts = container.resolve(Modules.CART)
    // Relinked through the relations (the module's update ignores the *_address_id columns); none → unlinked.
    const link = (id: string | null) => (id ? { id } : null)
    await carts.updateCarts([{ id: before.cart_id, shipping_address: link(before.shipping), billing_address: link(before.billing) }])
    await carts.softDeleteAddresses([...new Set(made)])
  }
)
