import { model } from "@medusajs/framework/utils"

/**
 * One password-reset link. Only the SHA-256 of the token is kept: a copy of the table does not let anyone reset
 * a password. `used_at` is set when the link is used, or when the account's password changes (voids the others).
 */
export const PasswordResetToken = model
  .define("password_reset_token", {
    id: model.id({ prefix: "pwreset" }).primaryKey(),
    auth_identity_id: model.text().index(),
    token_hash: model.text().unique(),
    expires_at: model.dateTime(),
    used_at: model.dateTime().nullable(),
  })
