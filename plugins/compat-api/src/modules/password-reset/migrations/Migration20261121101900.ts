import { Migration } from "@medusajs/framework/mikro-orm/migrations";

// Written by hand after the order-states one (plugin:db:generate needs a database); same DDL as the model.
export class Migration20261121101900 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "password_reset_token" drop constraint if exists "password_reset_token_token_hash_unique";`);
    this.addSql(`create table if not exists "password_reset_token" ("id" text not null, "auth_identity_id" text not null, "token_hash" text not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "password_reset_token_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_password_reset_token_token_hash_unique" ON "password_reset_token" ("token_hash") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_password_reset_token_auth_identity_id" ON "password_reset_token" ("auth_identity_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_password_reset_token_deleted_at" ON "password_reset_token" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "password_reset_token" cascade;`);
  }

}
