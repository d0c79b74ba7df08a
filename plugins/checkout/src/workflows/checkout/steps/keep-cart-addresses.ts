import type { CartAddressDTO, MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

const ADDRESS_FIELDS = [
  "first_name", "last_name", "company", "address_1", "address_2", "city", "country_code", "province", "postal_code", "phone", "metadata",
] as const

type Kept = { cart_id: string; shipping: CartAddressDTO | null; billing: CartAddressDTO | null }

async function addressesOf(container: MedusaContainer, cartId: string): Promise<Kept> {
  const cart = await container.resolve(Modules.CART).retrieveCart(cartId, { relations: ["shipping_address", "billing_address"] })
  return { cart_id: cart.id, shipping: cart.shipping_address ?? null, billing: cart.billing_address ?? null }
}

const fieldsOf = (address: CartAddressDTO) =>
  Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, (address as unknown as Record<string, unknown>)[field] ?? null]))

/**
 * Remembers the cart's addresses, so that a failed submit gives them back. Medusa's update-carts compensation
 * restores the cart's own fields but neither the addresses it wrote over nor the ones it linked: without this step
 * the cart would keep the addresses of the failed submit. The compensation writes the earlier fields back into an
 * address the submit overwrote, links the cart back to its earlier address and deletes one the submit made.
 */
export const keepCartAddressesStep = createStep(
  "shop-keep-cart-addresses",
  async (input: { cart_id: string }, { container }) => new StepResponse(undefined, await addressesOf(container, input.cart_id)),
  async (before, { container }) => {
    if (!before) return
    const carts = container.resolve(Modules.CART)
    const now = await addressesOf(container, before.cart_id)
    const overwritten = [before.shipping, before.billing].filter(
      (address): address is CartAddressDTO => !!address && [now.shipping?.id, now.billing?.id].includes(address.id)
    )
    if (overwritten.length) await carts.updateAddresses(overwritten.map((address) => ({ id: address.id, ...fieldsOf(address) })))
    const made = [now.shipping?.id, now.billing?.id].filter(
      (id): id is string => !!id && id !== before.shipping?.id && id !== before.billing?.id
    )
    if (!made.length) return
    // Relinked through the relations (the module's update ignores the *_address_id columns); none → unlinked.
    const link = (address: CartAddressDTO | null) => (address ? { id: address.id } : null)
    await carts.updateCarts([{ id: before.cart_id, shipping_address: link(before.shipping), billing_address: link(before.billing) }])
    await carts.softDeleteAddresses([...new Set(made)])
  }
)
