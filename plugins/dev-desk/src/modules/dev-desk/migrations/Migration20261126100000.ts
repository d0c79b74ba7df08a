import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261126100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "dev_todo" ("id" text not null, "title" text not null, "content" text not null default '', "status" text check ("status" in ('open', 'done')) not null default 'open', "author_id" text null, "assignee_id" text null, "due_date" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "dev_todo_pkey" primary key ("id"));`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_dev_todo_deleted_at" ON "dev_todo" ("deleted_at") WHERE deleted_at IS NULL;`)

    this.addSql(`create table if not exists "dev_todo_comment" ("id" text not null, "todo_id" text not null, "author_id" text null, "content" text not null default '', "file_key" text null, "file_name" text null, "file_size" integer null, "file_type" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "dev_todo_comment_pkey" primary key ("id"));`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_dev_todo_comment_todo_id" ON "dev_todo_comment" ("todo_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_dev_todo_comment_deleted_at" ON "dev_todo_comment" ("deleted_at") WHERE deleted_at IS NULL;`)

    this.addSql(`create table if not exists "dev_shop_version" ("id" text not null, "revision" text not null, "revision_date" timestamptz null, "comments" text not null default '', "commented_by" text null, "commented_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "dev_shop_version_pkey" primary key ("id"));`)
    // Unique among all rows: two engines starting on one revision record it once.
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_dev_shop_version_revision_unique" ON "dev_shop_version" ("revision");`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_dev_shop_version_deleted_at" ON "dev_shop_version" ("deleted_at") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "dev_shop_version" cascade;`)
    this.addSql(`drop table if exists "dev_todo_comment" cascade;`)
    this.addSql(`drop table if exists "dev_todo" cascade;`)
  }
}
