import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261126200000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "newsletter_campaign" ("id" text not null, "tag" text not null, "filter" jsonb not null, "subject" text not null, "body" text not null, "status" text check ("status" in ('queued', 'sending', 'sent')) not null default 'queued', "created_by" text null, "started_at" timestamptz null, "finished_at" timestamptz null, "lease_owner" text null, "lease_until" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "newsletter_campaign_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_newsletter_campaign_status" ON "newsletter_campaign" ("status") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_newsletter_campaign_deleted_at" ON "newsletter_campaign" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`create table if not exists "newsletter_delivery" ("id" text not null, "campaign_id" text not null, "subscriber_id" text not null, "email" text not null, "status" text check ("status" in ('pending', 'sending', 'sent', 'failed', 'skipped', 'interrupted')) not null default 'pending', "claimed_at" timestamptz null, "sent_at" timestamptz null, "error" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "newsletter_delivery_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_newsletter_delivery_campaign_id_subscriber_id_unique" ON "newsletter_delivery" ("campaign_id", "subscriber_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_newsletter_delivery_campaign_id_status" ON "newsletter_delivery" ("campaign_id", "status") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_newsletter_delivery_deleted_at" ON "newsletter_delivery" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "newsletter_delivery" cascade;`);
    this.addSql(`drop table if exists "newsletter_campaign" cascade;`);
  }

}
