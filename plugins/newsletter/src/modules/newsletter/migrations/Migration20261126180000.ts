import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/** One unsubscribe link per campaign e-mail (models/newsletter-unsubscribe-link.ts). */
export class Migration20261126180000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "newsletter_unsubscribe_link" ("id" text not null, "subscriber_id" text not null, "token_hash" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "newsletter_unsubscribe_link_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_newsletter_unsubscribe_link_token_hash_unique" ON "newsletter_unsubscribe_link" ("token_hash") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_newsletter_unsubscribe_link_subscriber_id" ON "newsletter_unsubscribe_link" ("subscriber_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_newsletter_unsubscribe_link_deleted_at" ON "newsletter_unsubscribe_link" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "newsletter_unsubscribe_link" cascade;`);
  }

}
