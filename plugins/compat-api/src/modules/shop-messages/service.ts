import type { Context } from "@medusajs/framework/types"
import type { SqlEntityManager } from "@medusajs/framework/mikro-orm/knex"
import { InjectTransactionManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import { ShopMessage } from "./models/message"
import { ShopMessageFile } from "./models/message-file"
import { ShopMessageThread } from "./models/message-thread"
import { WarrantyRegistration } from "./models/warranty-registration"

/** Generated CRUD, plus the one-time attach of a file; the rules (secret, subjects, quote requests) live in lib/messages-thread. */
class ShopMessagesModuleService extends MedusaService({ ShopMessageThread, ShopMessage, ShopMessageFile, WarrantyRegistration }) {
  /**
   * Attaches an uploaded file to a message: one conditional UPDATE (not attached yet), so two messages racing for
   * the same id cannot both get it. Returns false when the id is unknown or already attached.
   */
  @InjectTransactionManager()
  async claimMessageFile(
    input: { id: string; thread_id: string; message_id: string },
    @MedusaContext() sharedContext: Context = {}
  ): Promise<boolean> {
    const manager = sharedContext.transactionManager as SqlEntityManager
    const claimed: { id: string }[] = await manager.execute(
      `update "shop_message_file" set "thread_id" = ?, "message_id" = ?, "updated_at" = now()
        where "id" = ? and "message_id" is null and "deleted_at" is null returning "id"`,
      [input.thread_id, input.message_id, input.id]
    )
    return claimed.length === 1
  }

  /** Undoes `claimMessageFile` (workflow compensation): the upload may be attached again. */
  @InjectTransactionManager()
  async releaseMessageFile(id: string, @MedusaContext() sharedContext: Context = {}): Promise<void> {
    await this.updateShopMessageFiles({ id, thread_id: null, message_id: null }, sharedContext)
  }
}

export default ShopMessagesModuleService
