import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

/** Medusa's e-mail + password provider (as in lib/auth/accounts.ts). */
export const EMAILPASS = "emailpass"

export type CustomerIdentity = { authIdentityId: string; customerId: string; email: string }

/**
 * The customer account behind an e-mail: its emailpass identity and the customer it belongs to. An identity
 * without a customer (a staff-only login) is no customer account: null, like an unknown e-mail.
 */
export async function findCustomerIdentity(scope: MedusaContainer, email: string): Promise<CustomerIdentity | null> {
  const auth = scope.resolve(Modules.AUTH)
  const [provider] = await auth.listProviderIdentities({ entity_id: email, provider: EMAILPASS }, { take: 1 })
  if (!provider?.auth_identity_id) return null
  const identity = await auth.retrieveAuthIdentity(provider.auth_identity_id)
  const customerId = identity.app_metadata?.customer_id
  if (typeof customerId !== "string" || !customerId) return null
  return { authIdentityId: identity.id, customerId, email }
}

/** The account of a logged-in customer, found from its e-mail and checked to be this customer's. */
export async function identityOfCustomer(scope: MedusaContainer, customerId: string): Promise<CustomerIdentity | null> {
  const customers = scope.resolve(Modules.CUSTOMER)
  const [customer] = await customers.listCustomers({ id: customerId }, { take: 1 })
  if (!customer?.email) return null
  const identity = await findCustomerIdentity(scope, customer.email)
  return identity?.customerId === customerId ? identity : null
}
