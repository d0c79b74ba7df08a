import { Migration } from "@medusajs/framework/mikro-orm/migrations";

// The purge of unclaimed uploads (job delete-unclaimed-uploads) reads old rows without a message: a partial index.
export class Migration20261124230000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_shop_message_file_unclaimed_created_at" ON "shop_message_file" ("created_at") WHERE message_id IS NULL AND deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_shop_message_file_unclaimed_created_at";`);
  }

}
