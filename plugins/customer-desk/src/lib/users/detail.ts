import { countryName, PRO_CUSTOMER_GROUP, type ApiLoyalty, type ApiThreadSummary, type ApiUserDetail } from "@shop/shared"
import { LOYALTY_TIERS } from "@shop/pro-pricing/lib/tiers"
import { proVerifiedAtOf, toUserSummary } from "./search"

type Group = { id: string; name?: string | null }
type Address = {
  id: string
  is_default_billing?: boolean | null
  address_1?: string | null
  address_2?: string | null
  postal_code?: string | null
  city?: string | null
  country_code?: string | null
}

export type CustomerRecord = {
  id: string
  email?: string | null
  first_name?: string | null
  last_name?: string | null
  phone?: string | null
  company_name?: string | null
  metadata?: Record<string, unknown> | null
  has_account?: boolean | null
  created_at?: Date | string | null
  groups?: (Group | null)[] | null
  addresses?: (Address | null)[] | null
}

const groupsOf = (customer: Pick<CustomerRecord, "groups">): Group[] => (customer.groups ?? []).filter((g): g is Group => g !== null)

/** A pro is a member of the `pro` customer group (the price list, free delivery and tiers follow it). */
export function isProCustomer(customer: Pick<CustomerRecord, "groups">): boolean {
  return groupsOf(customer).some((group) => group.name === PRO_CUSTOMER_GROUP)
}

/** The tier group the customer sits in (ADR 003: one at most; the highest if staff put them in two). */
export function loyaltyOf(customer: Pick<CustomerRecord, "groups">): ApiLoyalty {
  const names = new Set(groupsOf(customer).map((group) => group.name))
  const tier = LOYALTY_TIERS.find((candidate) => names.has(candidate.groupName))
  return tier ? { tierPercent: tier.percent, group: tier.groupName } : { tierPercent: null, group: null }
}

/** The address the forms edit: the default billing one, else the first (as `PUT /api/me`). */
export function mainAddressOf(customer: Pick<CustomerRecord, "addresses">): Address | null {
  const addresses = (customer.addresses ?? []).filter((a): a is Address => a !== null)
  return addresses.find((a) => a.is_default_billing) ?? addresses[0] ?? null
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value : null)

/** `GET /api/users/{id}` (pure): the section-3 personal data, pro fields, loyalty, orders and threads. */
export function toUserDetail(customer: CustomerRecord, orders: ApiUserDetail["orders"], threads: ApiThreadSummary[]): ApiUserDetail {
  const isPro = isProCustomer(customer)
  const metadata = customer.metadata ?? {}
  const address = mainAddressOf(customer)
  const countryCode = (address?.country_code ?? "fr").toUpperCase()
  return {
    ...toUserSummary({
      id: customer.id,
      email: customer.email ?? null,
      first_name: customer.first_name ?? null,
      last_name: customer.last_name ?? null,
      company_name: customer.company_name ?? null,
      metadata,
      has_account: Boolean(customer.has_account),
      created_at: customer.created_at ?? new Date(0),
      is_pro: isPro,
    }),
    proVerifiedAt: isPro ? proVerifiedAtOf(metadata) : null,
    phone: text(customer.phone),
    tva: text(metadata.tva),
    address: text(address?.address_1),
    addressExtra: text(address?.address_2),
    zipCode: text(address?.postal_code),
    locality: text(address?.city),
    country: address ? countryName(countryCode) ?? countryCode : null,
    countryCode,
    loyalty: loyaltyOf(customer),
    orders,
    threads,
  }
}
