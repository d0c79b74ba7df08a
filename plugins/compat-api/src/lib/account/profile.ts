import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
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

type AddressFields = {
  first_name: string
  last_name: string
  company: string | null
  phone: string | null
  address_1: string
  address_2: string | null
  postal_code: string
  city: string
  country_code: string
}

/** What `PUT /api/me` writes, planned before anything is written (the workflow `shop-update-personal-data`). */
export type PersonalDataChanges = {
  customerId: string
  email: string
  customer: {
    first_name: string
    last_name: string
    phone: string | null
    company_name: string | null
    metadata: Record<string, unknown>
  }
  /** the default address's new fields; null when the form sent no address (the stored one is left as it is) */
  address: AddressFields | null
  /** the address to update (the default billing one, else the first); null: a new default address is created */
  mainAddressId: string | null
  /** the /me box: subscribe, unsubscribe, or leave the subscription as it is */
  newsletter?: boolean
}

/**
 * The form sends every field: a blank one is cleared; without any address field the stored address is left as it is.
 */
export function personalDataChanges(customer: StoredCustomer, input: PersonalDataInput): PersonalDataChanges {
  const hasAddress = input.address !== undefined && input.zipCode !== undefined && input.locality !== undefined
  const addresses = (customer.addresses ?? []).filter((row): row is { id: string; is_default_billing?: boolean | null } => row !== null)
  const main = addresses.find((row) => row.is_default_billing) ?? addresses[0]
  return {
    customerId: customer.id,
    email: customer.email ?? "",
    customer: {
      first_name: input.firstName,
      last_name: input.lastName,
      phone: input.phone ?? null,
      company_name: input.company ?? null,
      metadata: metadataWith(customer.metadata, input),
    },
    address: hasAddress
      ? {
          first_name: input.firstName,
          last_name: input.lastName,
          company: input.company ?? null,
          phone: input.phone ?? null,
          address_1: input.address!,
          address_2: input.addressExtra ?? null,
          postal_code: input.zipCode!,
          city: input.locality!,
          country_code: input.countryCode.toLowerCase(),
        }
      : null,
    mainAddressId: main?.id ?? null,
    ...(input.newsletter !== undefined ? { newsletter: input.newsletter } : {}),
  }
}
