import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { runSeed, type SeedReport } from "../src/scripts/seed/run"

export const STAFF = { email: "staff@maison-chaleur.test", password: "mot-de-passe-de-test" }

export function seed(container: MedusaContainer): Promise<SeedReport> {
  return runSeed(container, { admin: STAFF })
}

/** Row counts of the tables the seed writes, to prove a second run adds nothing. */
export async function seededCounts(container: MedusaContainer): Promise<Record<string, number>> {
  const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const tables = [
    "store",
    "sales_channel",
    "api_key",
    "region",
    "region_country",
    "tax_region",
    "tax_rate",
    "stock_location",
    "fulfillment_set",
    "service_zone",
    "geo_zone",
    "shipping_profile",
    "shipping_option",
    "shipping_option_rule",
    "product_category",
    "product",
    "product_variant",
    "image",
    "price",
    "price_preference",
    "inventory_item",
    "inventory_level",
    "customer_group",
    "user",
    "auth_identity",
  ]
  const counts: Record<string, number> = {}
  for (const table of tables) {
    const result = await pg.raw(`select count(*)::int as n from "${table}" where deleted_at is null`)
    counts[table] = result.rows[0].n
  }
  return counts
}

/** The product image URLs are absolute (MEDUSA_BACKEND_URL); tests fetch them from the test server. */
export function pathOf(url: string): string {
  return new URL(url).pathname
}
