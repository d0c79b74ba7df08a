import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261125060200 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "withdrawal_request" ("id" text not null, "order_id" text not null, "order_number" text not null, "email" text not null, "name" text not null, "address" text not null, "ordered_on" text null, "received_on" text null, "declaration" text not null, "comment" text null, "lines" jsonb null, "requested_at" timestamptz not null, "returned_at" timestamptz null, "returned_by" text null, "return_note" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "withdrawal_request_pkey" primary key ("id"));`)
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_withdrawal_request_order_id_unique" ON "withdrawal_request" ("order_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_withdrawal_request_deleted_at" ON "withdrawal_request" ("deleted_at") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "withdrawal_request" cascade;`)
  }
}
