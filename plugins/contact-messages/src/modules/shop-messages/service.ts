import type { Context } from "@medusajs/framework/types"
import type { SqlEntityManager } from "@medusajs/framework/mikro-orm/knex"
import { InjectTransactionManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import { ShopMessage } from "./models/message"
import { ShopMessageFile } from "./models/message-file"
import { ShopMessageThread } from "./models/message-thread"
import { WarrantyRegistration } from "./models/warranty-registration"
import { ShopGuide } from "./models/guide"

/** Generated CRUD, plus the one-time attach of a file and the purge of unclaimed uploads; the rules live in the workflows. */
class ShopMessagesModuleService extends MedusaService({ ShopMessageThread, ShopMessage, ShopMessageFile, WarrantyRegistration, ShopGuide }) {
  /** A thread and its first message in one transaction: neither is kept without the other. */
  @InjectTransactionManager()
  async createThreadWithFirstMessage(
    input: { thread: Record<string, unknown> & { subject: string; email: string; name: string; secret_hash: string }; content: string },
    @MedusaContext() sharedContext: Context = {}
  ): Promise<{ id: string; message_id: string }> {
    const thread = await this.createShopMessageThreads(input.thread as never, sharedContext)
    const first = await this.createShopMessages({ thread_id: thread.id, author: "customer", content: input.content }, sharedContext)
    return { id: thread.id, message_id: first.id }
  }

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

  /**
   * Deletes the rows of uploads never attached and created before `createdBefore`, at most `limit` of them, and
   * returns their storage keys. One conditional DELETE (still unattached), so an upload claimed meanwhile by a
   * message is kept: `claimMessageFile` and this statement cannot both win.
   */
  @InjectTransactionManager()
  async deleteUnclaimedFiles(
    input: { createdBefore: Date; limit: number },
    @MedusaContext() sharedContext: Context = {}
  ): Promise<{ id: string; file_key: string }[]> {
    const manager = sharedContext.transactionManager as SqlEntityManager
    return manager.execute(
      `delete from "shop_message_file" where "id" in (
         select "id" from "shop_message_file" where "message_id" is null and "created_at" < ? order by "created_at" limit ?
       ) and "message_id" is null returning "id", "file_key"`,
      [input.createdBefore, input.limit]
    )
  }
}

export default ShopMessagesModuleService
