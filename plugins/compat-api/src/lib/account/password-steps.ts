import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PASSWORD_RESET_MODULE } from "../../modules/password-reset"
import type PasswordResetModuleService from "../../modules/password-reset/service"
import { CREDENTIAL_VERSION_KEY, credentialVersionOf } from "./credentials"
import { EMAILPASS } from "./identity"

/** Message of the error a workflow throws for an unknown, used or expired link (the route turns it into a 400). */
export const RESET_TOKEN_REFUSED = "password-reset-token-refused"

export type NewResetToken = { auth_identity_id: string; token_hash: string; expires_at: Date }

export const createResetTokenStep = createStep(
  "compat-create-password-reset-token",
  async (input: NewResetToken, { container }) => {
    const tokens = container.resolve<PasswordResetModuleService>(PASSWORD_RESET_MODULE)
    const created = await tokens.createPasswordResetTokens(input)
    return new StepResponse({ id: created.id }, created.id)
  },
  async (id, { container }) => {
    if (!id) return
    await container.resolve<PasswordResetModuleService>(PASSWORD_RESET_MODULE).deletePasswordResetTokens([id])
  }
)

/** Uses the link once (compare-and-set in the module); anything but an unused, unexpired link of this account fails. */
export const consumeResetTokenStep = createStep(
  "compat-consume-password-reset-token",
  async (input: { auth_identity_id: string; token_hash: string }, { container }) => {
    const tokens = container.resolve<PasswordResetModuleService>(PASSWORD_RESET_MODULE)
    const id = await tokens.consumeToken(input)
    if (!id) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, RESET_TOKEN_REFUSED)
    return new StepResponse({ id }, id)
  },
  async (id, { container }) => {
    if (!id) return
    await container.resolve<PasswordResetModuleService>(PASSWORD_RESET_MODULE).releaseToken(id)
  }
)

type PreviousSecret = { provider_identity_id: string; provider_metadata: Record<string, unknown> | null }

/**
 * Sets the account's password through the emailpass provider (which hashes it). The previous hash is kept for the
 * compensation, so a failure later in the workflow leaves the old password working.
 */
export const setPasswordStep = createStep(
  "compat-set-customer-password",
  async (input: { email: string; password: string }, { container }) => {
    const auth = container.resolve(Modules.AUTH)
    const [provider] = await auth.listProviderIdentities({ entity_id: input.email, provider: EMAILPASS }, { take: 1 })
    if (!provider) throw new MedusaError(MedusaError.Types.NOT_FOUND, `no ${EMAILPASS} identity for this account`)
    const previous: PreviousSecret = {
      provider_identity_id: provider.id,
      provider_metadata: (provider.provider_metadata as Record<string, unknown> | null) ?? null,
    }
    const result = await auth.updateProvider(EMAILPASS, { entity_id: input.email, password: input.password })
    if (!result.success) throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, result.error ?? "password update failed")
    return new StepResponse(undefined, previous)
  },
  async (previous, { container }) => {
    if (!previous) return
    await container
      .resolve(Modules.AUTH)
      .updateProviderIdentities([{ id: previous.provider_identity_id, provider_metadata: previous.provider_metadata ?? undefined }])
  }
)

/** A new password voids every reset link still open for the account. */
export const voidResetTokensStep = createStep(
  "compat-void-password-reset-tokens",
  async (input: { auth_identity_id: string }, { container }) => {
    const voided = await container.resolve<PasswordResetModuleService>(PASSWORD_RESET_MODULE).voidTokens(input.auth_identity_id)
    return new StepResponse(voided, voided)
  },
  async (voided, { container }) => {
    const tokens = container.resolve<PasswordResetModuleService>(PASSWORD_RESET_MODULE)
    for (const id of voided ?? []) await tokens.releaseToken(id)
  }
)

/**
 * A new password raises the customer's credential version (lib/account/credentials.ts): every session logged in
 * before it ends on its next call. Compensation puts the previous metadata back.
 */
export const bumpCredentialVersionStep = createStep(
  "compat-bump-credential-version",
  async (input: { customer_id: string }, { container }) => {
    const customers = container.resolve(Modules.CUSTOMER)
    const customer = await customers.retrieveCustomer(input.customer_id, { select: ["id", "metadata"] })
    const previous = (customer.metadata as Record<string, unknown> | null) ?? null
    const version = credentialVersionOf(previous) + 1
    await customers.updateCustomers(input.customer_id, { metadata: { ...(previous ?? {}), [CREDENTIAL_VERSION_KEY]: version } })
    return new StepResponse(version, { id: input.customer_id, previous })
  },
  async (saved, { container }) => {
    if (!saved) return
    await container.resolve(Modules.CUSTOMER).updateCustomers(saved.id, { metadata: saved.previous ?? {} })
  }
)
