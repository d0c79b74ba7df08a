import type { Context } from "@medusajs/framework/types"
import type { SqlEntityManager } from "@medusajs/framework/mikro-orm/knex"
import { InjectTransactionManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import { PasswordResetToken } from "./models/password-reset-token"

class PasswordResetModuleService extends MedusaService({ PasswordResetToken }) {
  /**
   * Uses a link: one conditional UPDATE (unused, not expired, this account, this hash), so two concurrent uses of
   * the same link cannot both succeed. Returns the token's id, or null when the link is unknown, used or expired.
   */
  @InjectTransactionManager()
  async consumeToken(
    input: { auth_identity_id: string; token_hash: string; now?: Date },
    @MedusaContext() sharedContext: Context = {}
  ): Promise<string | null> {
    const manager = sharedContext.transactionManager as SqlEntityManager
    const used: { id: string }[] = await manager.execute(
      `update "password_reset_token" set "used_at" = ?, "updated_at" = now()
        where "token_hash" = ? and "auth_identity_id" = ? and "used_at" is null and "expires_at" > ?
          and "deleted_at" is null returning "id"`,
      [input.now ?? new Date(), input.token_hash, input.auth_identity_id, input.now ?? new Date()]
    )
    return used[0]?.id ?? null
  }

  /** Undoes `consumeToken` (workflow compensation): the link works again. */
  @InjectTransactionManager()
  async releaseToken(id: string, @MedusaContext() sharedContext: Context = {}): Promise<void> {
    await this.updatePasswordResetTokens({ id, used_at: null }, sharedContext)
  }

  /** Voids every unused link of an account (its password just changed); returns their ids. */
  @InjectTransactionManager()
  async voidTokens(auth_identity_id: string, @MedusaContext() sharedContext: Context = {}): Promise<string[]> {
    const manager = sharedContext.transactionManager as SqlEntityManager
    const voided: { id: string }[] = await manager.execute(
      `update "password_reset_token" set "used_at" = now(), "updated_at" = now()
        where "auth_identity_id" = ? and "used_at" is null and "deleted_at" is null returning "id"`,
      [auth_identity_id]
    )
    return voided.map((row) => row.id)
  }
}

export default PasswordResetModuleService
