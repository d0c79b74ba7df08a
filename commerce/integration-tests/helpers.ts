import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { runSeed, type SeedReport } from "../src/scripts/seed/run"

export const STAFF = { email: "staff@maison-chaleur.test", password: "mot-de-passe-de-test" }

export function seed(container: MedusaContainer): Promise<SeedReport> {
  return runSeed(container, { admin: STAFF, demoVouchers: true })
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

/**
 * Runs `act` while the engine's error log is held back: for tests that make the engine fail on purpose (a fault
 * injected in the database, routes walked with made-up ids), whose stack traces would bury real ones in the log.
 * Answers what was held back, so a test can still check it.
 */
export async function withEngineErrorsHeld<T>(container: MedusaContainer, act: () => Promise<T>): Promise<{ result: T; held: unknown[] }> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER) as { error: (...args: unknown[]) => void }
  const original = logger.error
  const held: unknown[] = []
  logger.error = (...args: unknown[]) => void held.push(args[0])
  try {
    return { result: await act(), held }
  } finally {
    logger.error = original
  }
}

/** A parameter of a raw SQL query in a test. */
export type SqlParam = string | number | boolean | null

/** Rows of a raw SQL query on the app's database (a test's look at what the engine wrote). */
export function sqlOf(container: MedusaContainer) {
  return async <T = any>(text: string, params: readonly SqlParam[] = []): Promise<T[]> =>
    (await container.resolve(ContainerRegistrationKeys.PG_CONNECTION).raw(text, [...params])).rows as T[]
}

/** The same secret with its last character changed: a wrong secret that differs from the right one by one character. */
export function alteredSecret(secret: string): string {
  const last = secret.at(-1)
  return `${secret.slice(0, -1)}${last === "A" ? "B" : "A"}`
}
