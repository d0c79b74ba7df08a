import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261126130000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "quote" ("id" text not null, "ref" text not null, "customer_id" text not null, "state" text check ("state" in ('requested', 'answered', 'accepted', 'ordered', 'archived')) not null default 'requested', "message" text not null default '', "source" text not null default 'pro', "delivery_price" integer null, "valid_until" timestamptz null, "answered_at" timestamptz null, "answered_by" text null, "order_id" text null, "version" integer not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "quote_pkey" primary key ("id"));`)
    // Unique even among deleted quotes: a number is never given twice.
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_quote_ref_unique" ON "quote" ("ref");`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_quote_customer_id" ON "quote" ("customer_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_quote_deleted_at" ON "quote" ("deleted_at") WHERE deleted_at IS NULL;`)

    this.addSql(`create table if not exists "quote_line" ("id" text not null, "quote_id" text not null, "position" integer not null default 0, "variant_id" text null, "ean" text not null, "title" text not null, "quantity" integer not null, "list_unit_price" integer not null, "quoted_unit_price" integer null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "quote_line_pkey" primary key ("id"));`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_quote_line_quote_id" ON "quote_line" ("quote_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_quote_line_deleted_at" ON "quote_line" ("deleted_at") WHERE deleted_at IS NULL;`)

    this.addSql(`create table if not exists "quote_comment" ("id" text not null, "quote_id" text not null, "author" text check ("author" in ('pro', 'staff')) not null, "actor_id" text not null, "content" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "quote_comment_pkey" primary key ("id"));`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_quote_comment_quote_id" ON "quote_comment" ("quote_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_quote_comment_deleted_at" ON "quote_comment" ("deleted_at") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "quote_comment" cascade;`)
    this.addSql(`drop table if exists "quote_line" cascade;`)
    this.addSql(`drop table if exists "quote" cascade;`)
  }
}
