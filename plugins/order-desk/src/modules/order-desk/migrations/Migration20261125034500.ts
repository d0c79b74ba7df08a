import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261125034500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "order_desk_comment" ("id" text not null, "order_id" text not null, "author_id" text not null, "content" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "order_desk_comment_pkey" primary key ("id"));`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_desk_comment_order_id" ON "order_desk_comment" ("order_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_desk_comment_deleted_at" ON "order_desk_comment" ("deleted_at") WHERE deleted_at IS NULL;`)

    this.addSql(`create table if not exists "order_desk_shipment" ("id" text not null, "order_id" text not null, "carrier" text not null, "tracking_number" text not null, "created_by" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "order_desk_shipment_pkey" primary key ("id"));`)
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_order_desk_shipment_order_id_unique" ON "order_desk_shipment" ("order_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_desk_shipment_deleted_at" ON "order_desk_shipment" ("deleted_at") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "order_desk_comment" cascade;`)
    this.addSql(`drop table if exists "order_desk_shipment" cascade;`)
  }
}
