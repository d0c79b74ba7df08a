import type { CheckoutInput } from "@shop/shared"

type MedusaAddress = {
  first_name?: string
  last_name?: string
  company?: string
  address_1: string
  address_2?: string
  postal_code: string
  city: string
  country_code: string
  phone?: string
  metadata?: Record<string, unknown>
}

/**
 * The checkout form as Medusa addresses (pure). Home delivery ships to the billing address (spec 4.2); custom to
 * the other address, its `to` being the recipient's name. Country codes are lower case in Medusa.
 */
export function checkoutAddresses(input: CheckoutInput): { billing: MedusaAddress; shipping: MedusaAddress } {
  const { contact, billing, delivery } = input
  const billingAddress: MedusaAddress = {
    first_name: billing.firstName,
    last_name: billing.lastName,
    company: billing.isCompany ? billing.company ?? "" : "",
    address_1: billing.address,
    address_2: billing.addressExtra ?? "",
    postal_code: billing.zipCode,
    city: billing.locality,
    country_code: billing.countryCode.toLowerCase(),
    phone: contact.phone,
    ...(billing.tva ? { metadata: { tva: billing.tva } } : {}),
  }
  if (delivery.type !== "custom") return { billing: billingAddress, shipping: { ...billingAddress } }
  return {
    billing: billingAddress,
    shipping: {
      first_name: delivery.to,
      last_name: "",
      address_1: delivery.address,
      address_2: delivery.addressExtra ?? "",
      postal_code: delivery.zipCode,
      city: delivery.locality,
      country_code: delivery.countryCode.toLowerCase(),
      phone: contact.phone,
    },
  }
}
