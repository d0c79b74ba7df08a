import { model } from "@medusajs/framework/utils"

/**
 * A file uploaded for a message (POST /api/files). The bytes live in Medusa's file module under a PRIVATE key
 * (never under the public /static folder); this row says what they are. `id` is 192 random bits chosen by us
 * (not a time-ordered ULID): until attached, knowing the id is what allows attaching it. `message_id` is set
 * once, by one conditional UPDATE, so an id is attached at most once.
 */
export const ShopMessageFile = model.define("shop_message_file", {
  id: model.id({ prefix: "msgfile" }).primaryKey(),
  file_key: model.text(),
  name: model.text(),
  size: model.number(),
  mime_type: model.text(),
  thread_id: model.text().index().nullable(),
  message_id: model.text().nullable(),
}).indexes([
  // the purge of unclaimed uploads (jobs/delete-unclaimed-uploads.ts)
  { name: "IDX_shop_message_file_unclaimed_created_at", on: ["created_at"], where: "message_id IS NULL AND deleted_at IS NULL" },
])
