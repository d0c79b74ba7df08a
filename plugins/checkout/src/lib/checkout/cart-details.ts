import { MedusaError } from "@medusajs/framework/utils"
import { VALIDATION_MESSAGES } from "@shop/shared"
import { CHECKOUT_MESSAGES } from "../messages"

type Address = Record<string, unknown> & { country_code: string }
type Customer = { id: string; email: string; has_account: boolean }

export type CheckoutCartDetailsInput = {
  cart_id: string
  email: string
  billing_address: Address
  shipping_address: Address
  metadata: Record<string, unknown>
  /** Medusa's find-or-create-customer answer: the account, or the guest customer of the e-mail. */
  customer: Customer | null | undefined
}

/**
 * What the submit writes on the cart (pure): the form's e-mail, addresses and metadata, and the customer. The
 * e-mail follows Medusa's update-cart rule: an account's cart takes the typed e-mail, a guest's takes its guest
 * customer's (the same address, as Medusa stores it).
 */
export function checkoutCartDetails(input: CheckoutCartDetailsInput) {
  const { customer } = input
  return {
    id: input.cart_id,
    email: customer && !customer.has_account ? customer.email : input.email,
    ...(customer ? { customer_id: customer.id } : {}),
    billing_address: input.billing_address,
    shipping_address: input.shipping_address,
    metadata: input.metadata,
  }
}

/** Refuses a delivery country the cart's region does not serve (Medusa's update-cart check, in French). */
export function assertRegionDelivers(regionCountryCodes: string[], countryCode: string): void {
  if (!regionCountryCodes.includes(countryCode.toLowerCase())) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, VALIDATION_MESSAGES.deliveryCountryUnavailable)
  }
}

type PricedOption = {
  id: string
  name: string
  data?: Record<string, unknown> | null
  calculated_price?: { calculated_amount?: unknown; is_calculated_price_tax_inclusive?: boolean } | null
}

/**
 * The home delivery method to add, from Medusa's priced list of the options this cart may use (pure). An option
 * missing from that list (the address is outside its zones) or without a price refuses the submit.
 */
export function homeDeliveryMethod(options: PricedOption[], optionId: string, cartId: string) {
  const option = options.find((candidate) => candidate.id === optionId)
  const amount = option?.calculated_price?.calculated_amount
  if (!option || amount === undefined || amount === null) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, CHECKOUT_MESSAGES.deliveryUnavailable)
  }
  return {
    shipping_option_id: option.id,
    amount: amount as number,
    is_tax_inclusive: !!option.calculated_price?.is_calculated_price_tax_inclusive,
    data: option.data ?? {},
    name: option.name,
    cart_id: cartId,
  }
}
