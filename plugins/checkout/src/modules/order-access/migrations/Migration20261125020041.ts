import { Migration } from "@medusajs/framework/mikro-orm/migrations";
import { BACKFILL_ORDER_ACCESS_SQL } from "../backfill";

export class Migration20261125020041 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "order_access" drop constraint if exists "order_access_secret_hash_unique";`);
    this.addSql(`alter table if exists "order_access" drop constraint if exists "order_access_order_number_unique";`);
    this.addSql(`alter table if exists "order_access" drop constraint if exists "order_access_order_id_unique";`);
    this.addSql(`create table if not exists "order_access" ("id" text not null, "order_id" text not null, "order_number" text not null, "secret_hash" text not null, "customer_id" text null, "client_ip" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "order_access_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_order_access_order_id_unique" ON "order_access" ("order_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_order_access_order_number_unique" ON "order_access" ("order_number") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_order_access_secret_hash_unique" ON "order_access" ("secret_hash") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_access_customer_id" ON "order_access" ("customer_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_access_client_ip" ON "order_access" ("client_ip") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_access_deleted_at" ON "order_access" ("deleted_at") WHERE deleted_at IS NULL;`);

    // Orders placed before this table existed (see ../backfill.ts).
    this.addSql(BACKFILL_ORDER_ACCESS_SQL);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "order_access" cascade;`);
  }

}
