import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import {
  createCustomerAddressesWorkflow,
  updateCustomerAddressesWorkflow,
  updateCustomersWorkflow,
} from "@medusajs/medusa/core-flows"
import type { PersonalDataInput } from "@shop/shared"

type StoredCustomer = {
  id: string
  email?: string | null
  metadata?: Record<string, unknown> | null
  addresses?: ({ id: string; is_default_billing?: boolean | null } | null)[] | null
}

export async function customerForEdit(scope: MedusaContainer, customerId: string): Promise<StoredCustomer | null> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "customer",
    fields: ["id", "email", "metadata", "addresses.id", "addresses.is_default_billing"],
    filters: { id: customerId },
  })
  return (data[0] as StoredCustomer | undefined) ?? null
}

/** The metadata with company, SIRET and VAT number replaced (a blank field removes its key); other keys kept. */
export function metadataWith(current: Record<string, unknown> | null | undefined, input: PersonalDataInput): Record<string, unknown> {
  const next: Record<string, unknown> = { ...(current ?? {}) }
  for (const key of ["company", "siret", "tva"] as const) {
    if (input[key] === undefined) delete next[key]
    else next[key] = input[key]
  }
  return next
}

/**
 * `PUT /api/me` on Medusa's own workflows: the customer (names, phone, company, metadata), then its default
 * address (updated, or created as default billing and shipping). The form sends every field: a blank one is
 * cleared; without any address field the stored address is left as it is.
 */
export async function updatePersonalData(scope: MedusaContainer, customer: StoredCustomer, input: PersonalDataInput): Promise<void> {
  await updateCustomersWorkflow(scope).run({
    input: {
      selector: { id: customer.id },
      update: {
        first_name: input.firstName,
        last_name: input.lastName,
        phone: input.phone ?? null,
        company_name: input.company ?? null,
        metadata: metadataWith(customer.metadata, input),
      },
    },
  })
  if (input.address === undefined || input.zipCode === undefined || input.locality === undefined) return
  const address = {
    first_name: input.firstName,
    last_name: input.lastName,
    company: input.company ?? null,
    phone: input.phone ?? null,
    address_1: input.address,
    address_2: input.addressExtra ?? null,
    postal_code: input.zipCode,
    city: input.locality,
    country_code: input.countryCode.toLowerCase(),
  }
  const addresses = (customer.addresses ?? []).filter((row): row is { id: string; is_default_billing?: boolean | null } => row !== null)
  const main = addresses.find((row) => row.is_default_billing) ?? addresses[0]
  if (main) {
    await updateCustomerAddressesWorkflow(scope).run({
      input: { selector: { id: main.id, customer_id: customer.id }, update: { ...address, is_default_billing: true } },
    })
    return
  }
  await createCustomerAddressesWorkflow(scope).run({
    input: { addresses: [{ ...address, customer_id: customer.id, is_default_billing: true, is_default_shipping: true }] },
  })
}
