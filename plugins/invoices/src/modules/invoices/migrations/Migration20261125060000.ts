import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261125060000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "invoice_document" ("id" text not null, "number" text not null, "kind" text check ("kind" in ('invoice', 'credit_note')) not null, "order_id" text not null, "invoice_id" text null, "refund_id" text null, "issued_at" timestamptz not null, "total_ttc" integer not null, "snapshot" jsonb not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "invoice_document_pkey" primary key ("id"));`)
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_invoice_document_number_unique" ON "invoice_document" ("number") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_invoice_document_order_id" ON "invoice_document" ("order_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_invoice_document_deleted_at" ON "invoice_document" ("deleted_at") WHERE deleted_at IS NULL;`)
    // One invoice per order, one credit note per refund.
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_invoice_document_one_invoice" ON "invoice_document" ("order_id") WHERE kind = 'invoice' AND deleted_at IS NULL;`)
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_invoice_document_refund_unique" ON "invoice_document" ("refund_id") WHERE refund_id IS NOT NULL AND deleted_at IS NULL;`)
    // The last number given per series and year: updated in the issuing transaction (row lock), never a sequence.
    this.addSql(`create table if not exists "invoice_counter" ("series" text not null, "year" integer not null, "last" integer not null, constraint "invoice_counter_pkey" primary key ("series", "year"));`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "invoice_document" cascade;`)
    this.addSql(`drop table if exists "invoice_counter" cascade;`)
  }
}
