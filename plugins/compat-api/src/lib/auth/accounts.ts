import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { transferCartCustomerWorkflow } from "@medusajs/medusa/core-flows"
import type { LoginInput, SignupRequest } from "@shop/shared"
import { LOGIN_IDENTITY_TAKEN } from "../../workflows/account/steps/register-login-identity"
import { signUpCustomerWorkflow } from "../../workflows/account/workflows/sign-up-customer"
import { EMAILPASS } from "../account/identity"
import { sendWelcomeMailInBackground } from "../account/welcome"
import { unsubscribeUrl } from "../newsletter/link"
import { compatApiOptions } from "../options"

/** The customer actor's id sits in the identity's app_metadata. */
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
  const result = await auth.authenticate(EMAILPASS, { body: { email, password } })
  if (!result.success) return null
  return customerIdOf(result.authIdentity)
}

async function identityExists(scope: MedusaContainer, email: string): Promise<boolean> {
  const auth = scope.resolve(Modules.AUTH)
  const identities = await auth.listProviderIdentities({ entity_id: email, provider: EMAILPASS })
  return identities.length > 0
}

async function accountExists(scope: MedusaContainer, email: string): Promise<boolean> {
  const customers = scope.resolve(Modules.CUSTOMER)
  const [registered] = await customers.listCustomers({ email, has_account: true }, { take: 1 })
  return Boolean(registered) || (await identityExists(scope, email))
}

export type SignupResult = { ok: true; customerId: string } | { ok: false; reason: "exists" }

function isTakenIdentity(error: unknown): boolean {
  return (error as { message?: unknown } | null)?.message === LOGIN_IDENTITY_TAKEN
}

/**
 * Sign-up: the whole account in one compensated workflow (`shop-sign-up-customer`: identity, customer, pro group,
 * newsletter consent), then the welcome e-mail with the unsubscribe link when the box was ticked.
 */
export async function registerCustomer(scope: MedusaContainer, input: SignupRequest): Promise<SignupResult> {
  if (await accountExists(scope, input.email)) return { ok: false, reason: "exists" }
  let signedUp: { customerId: string; unsubscribeToken: string | null }
  try {
    signedUp = (await signUpCustomerWorkflow(scope).run({ input })).result
  } catch (error) {
    // Lost a race with another sign-up of the same e-mail.
    if (isTakenIdentity(error)) return { ok: false, reason: "exists" }
    throw error
  }
  const link = signedUp.unsubscribeToken ? unsubscribeUrl(compatApiOptions(scope).storefrontUrl, signedUp.unsubscribeToken) : null
  sendWelcomeMailInBackground(scope, { email: input.email, isPro: input.isPro, unsubscribeUrl: link })
  return { ok: true, customerId: signedUp.customerId }
}

/** The anonymous cart becomes the customer's, lines and all (Medusa re-prices it for the customer). */
export async function attachCartToCustomer(scope: MedusaContainer, cartId: string, customerId: string): Promise<void> {
  await transferCartCustomerWorkflow(scope).run({ input: { id: cartId, customer_id: customerId } })
}
