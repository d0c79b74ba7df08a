import { Migration } from "@medusajs/framework/mikro-orm/migrations";

// The message desk: each thread's state (new / answered / closed) and the staff guides (quick answers).
// Existing threads have no staff answer yet (the desk did not exist): they start `new`.
export class Migration20261125020000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "shop_message_thread" add column if not exists "state" text check ("state" in ('new', 'answered', 'closed')) not null default 'new';`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_shop_message_thread_state" ON "shop_message_thread" ("state") WHERE deleted_at IS NULL;`);
    this.addSql(`create table if not exists "shop_guide" ("id" text not null, "tag" text not null, "quick_responses" jsonb not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "shop_guide_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_shop_guide_tag_unique" ON "shop_guide" ("tag") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_shop_guide_deleted_at" ON "shop_guide" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "shop_guide" cascade;`);
    this.addSql(`drop index if exists "IDX_shop_message_thread_state";`);
    this.addSql(`alter table if exists "shop_message_thread" drop column if exists "state";`);
  }

}
