import type { StaffUserUpdate } from "@shop/shared"
import { personalDataChanges, type PersonalDataChanges } from "@shop/compat-api/lib/account/profile"
import type { CustomerRecord } from "./detail"
import { isProCustomer } from "./detail"
import { proVerifiedAtOf } from "./search"

/** The metadata key another desk reads (bank transfer only for verified pros): ISO date, or null. */
export const PRO_VERIFIED_AT_KEY = "pro_verified_at"

/** What `PUT /api/users/{id}` writes, planned before anything is written (workflow `customer-desk-staff-updates-customer`). */
export type StaffUserChanges = PersonalDataChanges & {
  /** the `pro` group membership wanted, and whether it changes (then the loyalty tier is recomputed) */
  pro: { member: boolean; changed: boolean }
}

/**
 * The staff's form on a customer (pure): the personal data as `PUT /api/me` writes them (names, phone, company,
 * SIRET, VAT number in the metadata, default address), plus `metadata.isPro` and `metadata.pro_verified_at` —
 * kept at its first date while the box stays ticked, `now` when newly ticked, null when unticked or not a pro.
 */
export function staffUserChanges(customer: CustomerRecord, input: StaffUserUpdate, now: Date): StaffUserChanges {
  const personal = personalDataChanges(
    { id: customer.id, email: customer.email ?? "", metadata: customer.metadata ?? {}, addresses: customer.addresses ?? [] },
    { ...input, newsletter: undefined }
  )
  const wasPro = isProCustomer(customer)
  const verifiedBefore = wasPro ? proVerifiedAtOf(customer.metadata) : null
  const verifiedAt = input.isPro && input.proVerified ? verifiedBefore ?? now.toISOString() : null
  const { newsletter: _consentUntouched, ...changes } = personal
  return {
    ...changes,
    customer: {
      ...changes.customer,
      metadata: { ...changes.customer.metadata, isPro: input.isPro, [PRO_VERIFIED_AT_KEY]: verifiedAt },
    },
    pro: { member: input.isPro, changed: input.isPro !== wasPro },
  }
}
