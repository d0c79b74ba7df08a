import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/** The part of the engine's knex connection this plugin uses: raw SQL and transactions. */
export type Sql = {
  raw(sql: string, bindings?: unknown[]): Promise<{ rows: Record<string, unknown>[]; rowCount?: number }>
  transaction<T>(work: (trx: Sql) => Promise<T>): Promise<T>
}

export const sqlOf = (scope: MedusaContainer): Sql => scope.resolve<Sql>(ContainerRegistrationKeys.PG_CONNECTION)
