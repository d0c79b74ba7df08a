import { Migration } from "@medusajs/framework/mikro-orm/migrations";

// Written by hand like the first one of this module; same DDL as models/message-file.ts.
export class Migration20261121140000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "shop_message_file" ("id" text not null, "file_key" text not null, "name" text not null, "size" integer not null, "mime_type" text not null, "thread_id" text null, "message_id" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "shop_message_file_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_shop_message_file_thread_id" ON "shop_message_file" ("thread_id") WHERE deleted_at IS NULL;`);
    this.addSql(`alter table if exists "shop_message_thread" add column if not exists "lookup_secret_hash" text null;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_shop_message_file_deleted_at" ON "shop_message_file" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "shop_message_file" cascade;`);
    this.addSql(`alter table if exists "shop_message_thread" drop column if exists "lookup_secret_hash";`);
  }

}
