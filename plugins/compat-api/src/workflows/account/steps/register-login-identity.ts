import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { EMAILPASS } from "../../../lib/account/identity"

/** Message of the error thrown when another sign-up took the e-mail first (the route answers 409). */
export const LOGIN_IDENTITY_TAKEN = "login-identity-taken"

/**
 * The e-mail + password login of a new account (Medusa's emailpass identity). Compensation deletes it, so a sign-up
 * that fails later leaves the e-mail free.
 */
export const registerLoginIdentityStep = createStep(
  "shop-register-login-identity",
  async (input: { email: string; password: string }, { container }) => {
    const auth = container.resolve(Modules.AUTH)
    const registered = await auth.register(EMAILPASS, { body: { email: input.email, password: input.password } })
    if (!registered.success || !registered.authIdentity) {
      const taken = await auth.listProviderIdentities({ entity_id: input.email, provider: EMAILPASS })
      if (taken.length) throw new MedusaError(MedusaError.Types.DUPLICATE_ERROR, LOGIN_IDENTITY_TAKEN)
      throw new Error(`emailpass registration failed: ${registered.error ?? "unknown error"}`)
    }
    return new StepResponse(registered.authIdentity.id, registered.authIdentity.id)
  },
  async (authIdentityId, { container }) => {
    if (!authIdentityId) return
    await container.resolve(Modules.AUTH).deleteAuthIdentities([authIdentityId])
  }
)
