import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { deriveOrderSecret, hashOrderSecret, matchesSecretHash } from "./secret"
import { orderNumberOf, secretRecordOf, type OrderRecord } from "./record"

type ConfigModule = { projectConfig?: { http?: { cookieSecret?: string } } }

/** The engine's cookie secret (required in production by Medusa itself) keys the order secrets. */
export function serverSecretOf(scope: MedusaContainer): string {
  const config = scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE) as ConfigModule
  const secret = config.projectConfig?.http?.cookieSecret
  if (!secret) throw new Error("projectConfig.http.cookieSecret is not set: order secrets cannot be derived")
  return secret
}

/** The order's secret in clear, derived again; null for an order the checkout did not make. */
export function orderSecretOf(scope: MedusaContainer, order: Pick<OrderRecord, "metadata">): string | null {
  const record = secretRecordOf(order)
  const number = orderNumberOf(order)
  if (!record || !number) return null
  return deriveOrderSecret(serverSecretOf(scope), number, record.nonce)
}

/** Whoever presents the order's secret (checked against its stored hash in constant time). */
export function presentsOrderSecret(order: Pick<OrderRecord, "metadata">, presented: unknown): boolean {
  return matchesSecretHash(presented, secretRecordOf(order)?.hash)
}

/**
 * The lookups by number and by the secret's hash read the checkout's `order_access` table (issue 11 item 10), one
 * unique index entry each, instead of scanning every order's metadata. The SQL is exported so that a test asks
 * PostgreSQL for its plan (EXPLAIN) on exactly the statement the routes run.
 */
export const ORDER_ID_BY_NUMBER_SQL = `select order_id from order_access where order_number = ? and deleted_at is null limit 1`
export const ORDER_ID_BY_SECRET_HASH_SQL = `select order_id from order_access where secret_hash = ? and deleted_at is null limit 1`

async function orderIdBy(scope: MedusaContainer, sql: string, value: string): Promise<string | null> {
  const pg = scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const result = await pg.raw(sql, [value])
  return (result.rows[0] as { order_id: string } | undefined)?.order_id ?? null
}

export function orderIdByNumber(scope: MedusaContainer, orderNumber: string): Promise<string | null> {
  return orderIdBy(scope, ORDER_ID_BY_NUMBER_SQL, orderNumber)
}

/** The secret is 256 bits: finding the row by its hash is as safe as a session id lookup. */
export function orderIdBySecret(scope: MedusaContainer, secret: string): Promise<string | null> {
  return orderIdBy(scope, ORDER_ID_BY_SECRET_HASH_SQL, hashOrderSecret(secret))
}
