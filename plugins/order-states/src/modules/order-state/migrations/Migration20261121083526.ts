import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261121083526 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "order_state" drop constraint if exists "order_state_order_id_unique";`);
    this.addSql(`create table if not exists "order_state" ("id" text not null, "order_id" text not null, "state" text check ("state" in ('CHECK_OUT', 'PENDING', 'PAYED', 'READY', 'SENT', 'DELIVERED', 'CANCELLED', 'BLOCKED')) not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "order_state_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_order_state_order_id_unique" ON "order_state" ("order_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_state_deleted_at" ON "order_state" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "order_state_transition" ("id" text not null, "order_id" text not null, "from" text check ("from" in ('CHECK_OUT', 'PENDING', 'PAYED', 'READY', 'SENT', 'DELIVERED', 'CANCELLED', 'BLOCKED')) null, "to" text check ("to" in ('CHECK_OUT', 'PENDING', 'PAYED', 'READY', 'SENT', 'DELIVERED', 'CANCELLED', 'BLOCKED')) not null, "actor_type" text check ("actor_type" in ('customer', 'staff', 'system', 'payment')) not null, "actor_id" text null, "reason" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "order_state_transition_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_state_transition_order_id" ON "order_state_transition" ("order_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_state_transition_deleted_at" ON "order_state_transition" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "order_state" cascade;`);

    this.addSql(`drop table if exists "order_state_transition" cascade;`);
  }

}
