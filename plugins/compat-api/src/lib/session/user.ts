import { knownGrants } from "@shop/admin-grants/grants"
import { countryName, PRO_CUSTOMER_GROUP, proVerifiedAt, type ApiSessionUser } from "@shop/shared"

/** The slice of a Medusa customer the session answer reads (fields of CUSTOMER_FIELDS). */
export type CustomerRecord = {
  id: string
  email?: string | null
  first_name?: string | null
  last_name?: string | null
  phone?: string | null
  company_name?: string | null
  metadata?: Record<string, unknown> | null
  groups?: ({ id: string; name?: string | null } | null)[] | null
  addresses?: (AddressRecord | null)[] | null
  /** the @shop/newsletter row of the account (read-only link on its customer_id) */
  newsletter_subscriber?: { status?: string | null } | null
}

export type AddressRecord = {
  address_1?: string | null
  address_2?: string | null
  postal_code?: string | null
  city?: string | null
  country_code?: string | null
  is_default_billing?: boolean | null
}

export const CUSTOMER_FIELDS = [
  "id",
  "email",
  "first_name",
  "last_name",
  "phone",
  "company_name",
  "metadata",
  "groups.id",
  "groups.name",
  "addresses.address_1",
  "addresses.address_2",
  "addresses.postal_code",
  "addresses.city",
  "addresses.country_code",
  "addresses.is_default_billing",
  "newsletter_subscriber.status",
]

export const ANONYMOUS_USER: ApiSessionUser = {
  email: "",
  isPro: false,
  proVerified: false,
  isAdmin: false,
  grants: [],
  company: "",
  siret: "",
  tva: "",
  firstName: "",
  lastName: "",
  phone: "",
  address: "",
  addressExtra: "",
  zipCode: "",
  locality: "",
  country: "",
  countryCode: "",
  newsletter: false,
}

function text(value: unknown): string {
  return typeof value === "string" ? value : ""
}

export function isProCustomer(customer: CustomerRecord): boolean {
  return (customer.groups ?? []).some((group) => group?.name === PRO_CUSTOMER_GROUP)
}

/** A pro whose company staff have verified (`metadata.pro_verified_at`): the only customers offered a transfer. */
export function isVerifiedPro(customer: CustomerRecord): boolean {
  return isProCustomer(customer) && proVerifiedAt(customer.metadata) !== null
}

/** The default billing address, else the first one. */
function mainAddress(customer: CustomerRecord): AddressRecord {
  const addresses = (customer.addresses ?? []).filter((address): address is AddressRecord => address !== null)
  return addresses.find((address) => address.is_default_billing) ?? addresses[0] ?? {}
}

/**
 * A logged-in customer's fields of section 3. Admin rights and grants belong to staff accounts (the
 * admin-grants plugin): a customer session has none.
 */
export function toSessionUser(customer: CustomerRecord): ApiSessionUser {
  const address = mainAddress(customer)
  const countryCode = text(address.country_code).toUpperCase()
  return {
    ...ANONYMOUS_USER,
    email: text(customer.email),
    isPro: isProCustomer(customer),
    proVerified: isVerifiedPro(customer),
    company: text(customer.company_name) || text(customer.metadata?.company),
    siret: text(customer.metadata?.siret),
    tva: text(customer.metadata?.tva),
    firstName: text(customer.first_name),
    lastName: text(customer.last_name),
    phone: text(customer.phone),
    address: text(address.address_1),
    addressExtra: text(address.address_2),
    zipCode: text(address.postal_code),
    locality: text(address.city),
    country: countryCode ? countryName(countryCode) ?? "" : "",
    countryCode,
    newsletter: customer.newsletter_subscriber?.status === "subscribed",
  }
}

/** The slice of a Medusa staff user the session answer reads (fields of STAFF_FIELDS, grants through the link). */
export type StaffRecord = {
  id: string
  email?: string | null
  first_name?: string | null
  last_name?: string | null
  admin_grant?: { grants?: unknown } | null
}

export const STAFF_FIELDS = ["id", "email", "first_name", "last_name", "admin_grant.grants"]

/**
 * A logged-in staff user: recognised by e-mail and name, with the grants of the admin-grants plugin. isAdmin
 * means at least one grant (spec 6); a staff user without any is logged in but no admin. Never pro.
 */
export function toStaffSessionUser(staff: StaffRecord): ApiSessionUser {
  const grants = knownGrants(staff.admin_grant?.grants)
  return {
    ...ANONYMOUS_USER,
    email: text(staff.email),
    firstName: text(staff.first_name),
    lastName: text(staff.last_name),
    isAdmin: grants.length > 0,
    grants,
  }
}
