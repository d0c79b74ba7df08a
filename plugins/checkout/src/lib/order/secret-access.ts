import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { deriveOrderSecret, hashOrderSecret, matchesSecretHash } from "./secret"
import { ORDER_NUMBER_KEY, ORDER_SECRET_HASH_KEY, orderNumberOf, secretRecordOf, type OrderRecord } from "./record"

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

/** One metadata key's value → the order id (Query cannot filter inside metadata: a plain SQL read). */
async function orderIdByMetadata(scope: MedusaContainer, key: string, value: string): Promise<string | null> {
  const pg = scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const result = await pg.raw(`select id from "order" where metadata->>? = ? and deleted_at is null limit 1`, [key, value])
  return (result.rows[0] as { id: string } | undefined)?.id ?? null
}

export function orderIdByNumber(scope: MedusaContainer, orderNumber: string): Promise<string | null> {
  return orderIdByMetadata(scope, ORDER_NUMBER_KEY, orderNumber)
}

/** The secret is 256 bits: finding the row by its hash is as safe as a session id lookup. */
export function orderIdBySecret(scope: MedusaContainer, secret: string): Promise<string | null> {
  return orderIdByMetadata(scope, ORDER_SECRET_HASH_KEY, hashOrderSecret(secret))
}
