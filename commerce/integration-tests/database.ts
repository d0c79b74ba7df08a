import { Client } from "@medusajs/framework/pg"

/** Name of the run's migrated template database, set by global-setup.ts for the test files (runner.ts). */
export const TEMPLATE_ENV = "TEST_TEMPLATE_DB"

/** Name of the same template once seeded (helpers.ts `seed`), cloned by files that declare `seeded: true`. */
export const SEEDED_TEMPLATE_ENV = "TEST_SEEDED_TEMPLATE_DB"

/** Runs statements on the maintenance database of the server named by the DB_* variables (as Medusa's runner). */
export async function onServer(...statements: string[]): Promise<void> {
  const client = new Client({
    host: process.env.DB_HOST ?? "localhost",
    port: Number(process.env.DB_PORT ?? 5432),
    user: process.env.DB_USERNAME ?? "postgres",
    password: process.env.DB_PASSWORD || undefined,
    database: "postgres",
  })
  await client.connect()
  try {
    for (const statement of statements) await client.query(statement)
  } finally {
    await client.end()
  }
}

export const quoted = (name: string): string => `"${name.replace(/"/g, '""')}"`
