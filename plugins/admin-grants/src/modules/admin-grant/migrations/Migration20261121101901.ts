import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261121101901 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "admin_grant" drop constraint if exists "admin_grant_user_id_unique";`);
    this.addSql(`create table if not exists "admin_grant" ("id" text not null, "user_id" text not null, "grants" text[] not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "admin_grant_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_admin_grant_user_id_unique" ON "admin_grant" ("user_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_admin_grant_deleted_at" ON "admin_grant" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "admin_grant" cascade;`);
  }

}
