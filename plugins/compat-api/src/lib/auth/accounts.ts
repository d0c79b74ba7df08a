import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createCustomerAccountWorkflow,
  linkCustomersToCustomerGroupWorkflow,
  transferCartCustomerWorkflow,
} from "@medusajs/medusa/core-flows"
import { PRO_CUSTOMER_GROUP, type LoginInput, type SignupRequest } from "@shop/shared"
import { sendWelcomeMailInBackground } from "../account/welcome"
import { subscribeAtSignup } from "../newsletter/subscription"

/** Medusa's e-mail + password provider; the customer actor's id sits in the identity's app_metadata. */
const PROVIDER = "emailpass"

function customerIdOf(identity: { app_metadata?: Record<string, unknown> | null } | undefined): string | null {
  const id = identity?.app_metadata?.customer_id
  return typeof id === "string" && id ? id : null
}

/**
 * The customer behind an e-mail and password, or null. An identity without a customer (a staff-only
 * login) is no customer login.
 */
export async function authenticateCustomer(scope: MedusaContainer, { email, password }: LoginInput): Promise<string | null> {
  const auth = scope.resolve(Modules.AUTH)
  const result = await auth.authenticate(PROVIDER, { body: { email, password } })
  if (!result.success) return null
  return customerIdOf(result.authIdentity)
}

async function identityExists(scope: MedusaContainer, email: string): Promise<boolean> {
  const auth = scope.resolve(Modules.AUTH)
  const identities = await auth.listProviderIdentities({ entity_id: email, provider: PROVIDER })
  return identities.length > 0
}

async function accountExists(scope: MedusaContainer, email: string): Promise<boolean> {
  const customers = scope.resolve(Modules.CUSTOMER)
  const [registered] = await customers.listCustomers({ email, has_account: true }, { take: 1 })
  return Boolean(registered) || (await identityExists(scope, email))
}

async function proGroupId(scope: MedusaContainer): Promise<string> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "customer_group", fields: ["id"], filters: { name: PRO_CUSTOMER_GROUP } })
  const group = data[0] as { id: string } | undefined
  if (!group) throw new Error(`customer group "${PRO_CUSTOMER_GROUP}" is missing: run the seed`)
  return group.id
}

export type SignupResult = { ok: true; customerId: string } | { ok: false; reason: "exists" }

/**
 * Sign-up on Medusa's own flow: an emailpass identity, then `createCustomerAccountWorkflow` (which ties
 * the identity to the new customer). Company, SIRET and the newsletter choice go to the customer
 * (company_name and metadata); a pro joins the `pro` group. The identity is removed again when the
 * customer cannot be made, so the e-mail stays free.
 */
export async function registerCustomer(scope: MedusaContainer, input: SignupRequest): Promise<SignupResult> {
  if (await accountExists(scope, input.email)) return { ok: false, reason: "exists" }
  const auth = scope.resolve(Modules.AUTH)
  const registered = await auth.register(PROVIDER, { body: { email: input.email, password: input.password } })
  if (!registered.success || !registered.authIdentity) {
    // Lost a race with another sign-up of the same e-mail.
    if (await identityExists(scope, input.email)) return { ok: false, reason: "exists" }
    throw new Error(`emailpass registration failed: ${registered.error ?? "unknown error"}`)
  }
  const authIdentityId = registered.authIdentity.id
  let customerId: string
  try {
    const { result } = await createCustomerAccountWorkflow(scope).run({
      input: {
        authIdentityId,
        customerData: {
          email: input.email,
          company_name: input.company ?? null,
          metadata: {
            newsletter: input.newsletter,
            isPro: input.isPro,
            ...(input.company ? { company: input.company } : {}),
            ...(input.siret ? { siret: input.siret } : {}),
          },
        },
      },
    })
    customerId = result.id
  } catch (error) {
    await auth.deleteAuthIdentities([authIdentityId])
    throw error
  }
  if (input.isPro) {
    await linkCustomersToCustomerGroupWorkflow(scope).run({ input: { id: await proGroupId(scope), add: [customerId] } })
  }
  // Consent recorded with its date and source; the welcome e-mail carries the unsubscribe link.
  const unsubscribeUrl = input.newsletter ? await subscribeAtSignup(scope, { email: input.email, customerId }) : null
  sendWelcomeMailInBackground(scope, { email: input.email, isPro: input.isPro, unsubscribeUrl })
  return { ok: true, customerId }
}

/** The anonymous cart becomes the customer's, lines and all (Medusa re-prices it for the customer). */
export async function attachCartToCustomer(scope: MedusaContainer, cartId: string, customerId: string): Promise<void> {
  await transferCartCustomerWorkflow(scope).run({ input: { id: cartId, customer_id: customerId } })
}
