import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261126210000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "company_identity" ("id" text not null, "key" text not null, "identity" jsonb not null, "updated_by" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "company_identity_pkey" primary key ("id"));`)
    // Unique among all rows: two saves racing on an empty table make one row.
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_company_identity_key_unique" ON "company_identity" ("key");`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_company_identity_deleted_at" ON "company_identity" ("deleted_at") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "company_identity" cascade;`)
  }
}
