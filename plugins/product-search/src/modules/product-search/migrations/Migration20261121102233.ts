import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261121102233 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "product_search" ("id" text not null, "handle" text not null, "variant_id" text not null, "ean" text null, "title" text not null, "brand" text null, "image" text null, "category_path" text null, "category_name" text null, "category_paths" text[] not null, "product_type" text null, "menu_position" integer not null, "power_w" integer null, "price_ttc" integer not null, "price_ht" integer not null, "stock_available" integer null, "best_seller" boolean not null, "best_seller_rank" integer null, "title_normalized" text not null, "keywords_normalized" text not null, "body_normalized" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "product_search_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_product_search_deleted_at" ON "product_search" ("deleted_at") WHERE deleted_at IS NULL;`);

    // Written by hand (the data-model language has no tsvector): the searchable document, built by PostgreSQL
    // from the texts the indexer normalized in JS. Each text twice: 'simple' keeps whole words for prefix
    // matching ("radia" -> radiateur), 'french' adds stems (radiateurs -> radiateur). A title, B brand,
    // category names, subtitle, colour, C description, features, SKU.
    this.addSql(`alter table "product_search" add column if not exists "document" tsvector generated always as (
      setweight(to_tsvector('simple'::regconfig, "title_normalized"), 'A') ||
      setweight(to_tsvector('french'::regconfig, "title_normalized"), 'A') ||
      setweight(to_tsvector('simple'::regconfig, "keywords_normalized"), 'B') ||
      setweight(to_tsvector('french'::regconfig, "keywords_normalized"), 'B') ||
      setweight(to_tsvector('simple'::regconfig, "body_normalized"), 'C') ||
      setweight(to_tsvector('french'::regconfig, "body_normalized"), 'C')
    ) stored;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_product_search_document" ON "product_search" USING gin ("document");`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_product_search_category_paths" ON "product_search" USING gin ("category_paths");`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_product_search_ean" ON "product_search" ("ean");`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_product_search_best_seller" ON "product_search" ("best_seller_rank", "menu_position") WHERE best_seller;`);
    // Typo tolerance is a bonus: a managed database may refuse the extension, and search then works without it.
    this.addSql(`DO $$ BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      EXECUTE 'CREATE INDEX IF NOT EXISTS "IDX_product_search_title_trgm" ON "product_search" USING gin ("title_normalized" gin_trgm_ops)';
    EXCEPTION WHEN OTHERS THEN
      RAISE NOTICE 'pg_trgm unavailable (%): product search runs without typo tolerance', SQLERRM;
    END $$;`);

    this.addSql(`create table if not exists "product_search_state" ("id" text not null, "signature" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "product_search_state_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_product_search_state_deleted_at" ON "product_search_state" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "product_search" cascade;`);

    this.addSql(`drop table if exists "product_search_state" cascade;`);
  }

}
