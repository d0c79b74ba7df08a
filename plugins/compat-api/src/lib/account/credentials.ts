import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { renewSession, type ShopSession } from "@shop/server-kit"

/**
 * The credential version of a customer: a number in the customer's metadata (`credentialVersion`, 0 when absent),
 * raised by every password change or reset. A session remembers the version it logged in with; once they differ the
 * session is over, so a new password ends every other session of the account.
 */
export const CREDENTIAL_VERSION_KEY = "credentialVersion"

export function credentialVersionOf(metadata: Record<string, unknown> | null | undefined): number {
  const value = metadata?.[CREDENTIAL_VERSION_KEY]
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : 0
}

export async function currentCredentialVersion(scope: MedusaContainer, customerId: string): Promise<number | null> {
  const [customer] = await scope.resolve(Modules.CUSTOMER).listCustomers({ id: customerId }, { select: ["id", "metadata"], take: 1 })
  return customer ? credentialVersionOf(customer.metadata) : null
}

/** Whether a customer session still holds the account's current credentials (sessions from before count as 0). */
export function sessionIsCurrent(session: Pick<ShopSession, "credentialVersion">, current: number): boolean {
  return (session.credentialVersion ?? 0) === current
}

/**
 * On every /api call of a customer session: a session whose credential version is behind the account's is ended
 * (a new anonymous session; only the device's cookie choice is kept), before any route reads it.
 */
export async function endOutdatedCustomerSession(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction): Promise<void> {
  const session = (req as { session?: ShopSession }).session
  if (!session?.customerId) return next()
  const current = await currentCredentialVersion(req.scope, session.customerId)
  if (current !== null && !sessionIsCurrent(session, current)) await renewSession(req, { extras: session.extras })
  next()
}
