import { createWorkflow, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import {
  bumpCredentialVersionStep,
  consumeResetTokenStep,
  createResetTokenStep,
  setPasswordStep,
  voidResetTokensStep,
  type NewResetToken,
} from "./password-steps"

/** Stores a new reset link (its hash only; the token itself goes to the e-mail and nowhere else). */
export const createPasswordResetTokenWorkflow = createWorkflow(
  "compat-create-password-reset-token",
  (input: WorkflowData<NewResetToken>) => new WorkflowResponse(createResetTokenStep(input))
)

export type ResetPasswordInput = {
  auth_identity_id: string
  customer_id: string
  email: string
  token_hash: string
  password: string
}

/**
 * `PUT /api/iforgot`: the link is used (once), the password set, the account's other links voided and every session
 * of the account ended (credential version). If a step fails, the link works again.
 */
export const resetPasswordWorkflow = createWorkflow("compat-reset-password", (input: WorkflowData<ResetPasswordInput>) => {
  consumeResetTokenStep({ auth_identity_id: input.auth_identity_id, token_hash: input.token_hash })
  setPasswordStep({ email: input.email, password: input.password })
  voidResetTokensStep({ auth_identity_id: input.auth_identity_id })
  bumpCredentialVersionStep({ customer_id: input.customer_id })
  return new WorkflowResponse(undefined)
})

export type ChangePasswordInput = { auth_identity_id: string; customer_id: string; email: string; password: string }

/**
 * `PUT /api/me/password` once the old password checked: new password, open reset links voided, other sessions ended
 * (the new credential version is returned for the caller's own session).
 */
export const changePasswordWorkflow = createWorkflow("compat-change-password", (input: WorkflowData<ChangePasswordInput>) => {
  setPasswordStep({ email: input.email, password: input.password })
  voidResetTokensStep({ auth_identity_id: input.auth_identity_id })
  return new WorkflowResponse(bumpCredentialVersionStep({ customer_id: input.customer_id }))
})
