import { Migration } from "@medusajs/framework/mikro-orm/migrations";

// Written by hand like the password-reset one (plugin:db:generate needs a database); same DDL as the models.
export class Migration20261121113000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "shop_message_thread" ("id" text not null, "subject" text not null, "email" text not null, "name" text not null, "order_number" text null, "secret_hash" text not null, "customer_id" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "shop_message_thread_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_shop_message_thread_secret_hash_unique" ON "shop_message_thread" ("secret_hash") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_shop_message_thread_email" ON "shop_message_thread" ("email") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_shop_message_thread_deleted_at" ON "shop_message_thread" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "shop_message" ("id" text not null, "author" text check ("author" in ('customer', 'staff')) not null, "content" text not null, "thread_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "shop_message_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_shop_message_thread_id" ON "shop_message" ("thread_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_shop_message_deleted_at" ON "shop_message" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`alter table if exists "shop_message" add constraint "shop_message_thread_id_foreign" foreign key ("thread_id") references "shop_message_thread" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table if not exists "warranty_registration" ("id" text not null, "email" text not null, "source" text not null, "reference" text not null, "first_name" text not null, "last_name" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "warranty_registration_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_warranty_registration_email" ON "warranty_registration" ("email") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_warranty_registration_deleted_at" ON "warranty_registration" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "shop_message" cascade;`);
    this.addSql(`drop table if exists "shop_message_thread" cascade;`);
    this.addSql(`drop table if exists "warranty_registration" cascade;`);
  }

}
