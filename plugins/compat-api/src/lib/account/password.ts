import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { sendPasswordResetMail } from "../mail"
import { compatApiOptions } from "../options"
import { asError, describeError } from "./errors"
import { findCustomerIdentity, type CustomerIdentity } from "./identity"
import { RESET_TOKEN_REFUSED } from "./password-steps"
import { changePasswordWorkflow, createPasswordResetTokenWorkflow, resetPasswordWorkflow } from "./password-workflows"
import { hashSecretToken, newSecretToken } from "@shop/server-kit"
import { passwordResetUrl, resetExpiry } from "./reset-token"

/**
 * `POST /api/iforgot` behind the answer: for a customer account, a new link stored (hash) and e-mailed; for any
 * other e-mail, nothing. Returns whether a link was sent — for logs and tests, never for the HTTP answer.
 */
export async function requestPasswordReset(scope: MedusaContainer, email: string): Promise<boolean> {
  const identity = await findCustomerIdentity(scope, email)
  if (!identity) return false
  const { token, hash } = newSecretToken()
  await createPasswordResetTokenWorkflow(scope).run({
    input: { auth_identity_id: identity.authIdentityId, token_hash: hash, expires_at: resetExpiry() },
  })
  const { storefrontUrl } = compatApiOptions(scope)
  await sendPasswordResetMail(scope, { email, resetUrl: passwordResetUrl(storefrontUrl, token, email) })
  return true
}

/**
 * Runs `requestPasswordReset` after the answer has left, so the answer takes the same time whether the account
 * exists or not (no enumeration by timing). Failures (SMTP down) are logged.
 */
export function requestPasswordResetInBackground(scope: MedusaContainer, email: string): void {
  setImmediate(() => {
    requestPasswordReset(scope, email).catch((error: unknown) => {
      const logger = scope.resolve(ContainerRegistrationKeys.LOGGER)
      logger.error(`password reset request failed: ${describeError(error)}`)
    })
  })
}

export type ResetOutcome = "changed" | "refused"

function refusedToken(errors: { error?: { message?: string } }[]): boolean {
  return errors.some((entry) => entry.error?.message === RESET_TOKEN_REFUSED)
}

/** `PUT /api/iforgot`: "refused" for an unknown account, or a link that is wrong, used or expired. */
export async function resetPassword(
  scope: MedusaContainer,
  input: { email: string; token: string; password: string }
): Promise<ResetOutcome> {
  const identity = await findCustomerIdentity(scope, input.email)
  if (!identity) return "refused"
  const { errors } = await resetPasswordWorkflow(scope).run({
    input: {
      auth_identity_id: identity.authIdentityId,
      customer_id: identity.customerId,
      email: identity.email,
      token_hash: hashSecretToken(input.token),
      password: input.password,
    },
    throwOnError: false,
  })
  if (!errors.length) return "changed"
  if (refusedToken(errors)) return "refused"
  throw asError(errors[0].error)
}

/** `PUT /api/me/password`, the old password already checked; returns the account's new credential version. */
export async function changePassword(scope: MedusaContainer, identity: CustomerIdentity, password: string): Promise<number> {
  const { result } = await changePasswordWorkflow(scope).run({
    input: { auth_identity_id: identity.authIdentityId, customer_id: identity.customerId, email: identity.email, password },
  })
  return result
}
