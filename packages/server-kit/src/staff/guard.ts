import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { knownGrants, requiredGrants, type Grant } from "@shop/shared"
import { sendError } from "../edge/answers"
import { EDGE_MESSAGES } from "../messages"
import { medusaAdminRouteGrants } from "./medusa-admin-grants"

/** The outcome of a staff check: 401 nobody (or not staff), 403 staff without every needed grant. */
export type StaffAccess = { allowed: true; userId: string; grants: Grant[] } | { allowed: false; status: 401 | 403 }

type AuthContext = { actor_id?: string; actor_type?: string }

/**
 * The staff user behind a request: Medusa's admin authentication (`auth_context` of actor type "user": the Medusa
 * admin's session or bearer token), else the shop's /api session of a staff login (`staffUserId`).
 */
export function staffUserIdOf(req: MedusaRequest): string | undefined {
  const auth = (req as { auth_context?: AuthContext }).auth_context
  if (auth?.actor_type === "user" && auth.actor_id) return auth.actor_id
  const session = (req as { session?: { staffUserId?: unknown } }).session
  return typeof session?.staffUserId === "string" && session.staffUserId ? session.staffUserId : undefined
}

/** The user's grants as stored now (read on every call: a revoked grant takes effect at once); null: no such user. */
export async function staffGrantsOf(scope: MedusaContainer, userId: string): Promise<Grant[] | null> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "user", fields: ["id", "admin_grant.grants"], filters: { id: userId } })
  const user = data[0] as { admin_grant?: { grants?: unknown } | null } | undefined
  return user ? knownGrants(user.admin_grant?.grants) : null
}

/**
 * Whether the request's staff user holds every grant in `needed` (an empty list: any admin, i.e. at least one
 * grant). A staff user without any grant is no admin and enters nothing (spec 6).
 */
export async function checkStaffAccess(req: MedusaRequest, needed: readonly Grant[]): Promise<StaffAccess> {
  const userId = staffUserIdOf(req)
  if (!userId) return { allowed: false, status: 401 }
  const grants = await staffGrantsOf(req.scope, userId)
  if (!grants) return { allowed: false, status: 401 }
  const held = new Set(grants)
  const allowed = held.size > 0 && needed.every((grant) => held.has(grant))
  return allowed ? { allowed: true, userId, grants } : { allowed: false, status: 403 }
}

function answerRefusal(res: MedusaResponse, status: 401 | 403): void {
  sendError(res, status, status === 401 ? EDGE_MESSAGES.staffLoginRequired : EDGE_MESSAGES.accessDenied)
}

/** A route's own guard: `middlewares: [requireGrants("orders")]` for a staff route that needs these grants. */
export function requireGrants(...needed: Grant[]) {
  return async function guardStaffRoute(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): Promise<void> {
    const access = await checkStaffAccess(req, needed)
    if (!access.allowed) return answerRefusal(res, access.status)
    next()
  }
}

/**
 * Every staff route of /api lives under `/api/admin/…` and needs what the section-6 table says of its group
 * (`/api/admin/orders/…` → orders); a group the table does not name needs every grant. Registered on
 * `/api/admin*` by the edge, so a new staff route is guarded before anyone thinks of it.
 */
export async function guardStaffApi(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): Promise<void> {
  const path = (req.originalUrl ?? req.url).replace(/^\/api(?=\/|$)/, "")
  const access = await checkStaffAccess(req, requiredGrants(path))
  if (!access.allowed) return answerRefusal(res, access.status)
  next()
}

/**
 * Medusa's own admin API (`/admin/*`, after Medusa authenticated the caller): a staff user needs the grants of
 * `medusaAdminRouteGrants`. Calls Medusa lets through unauthenticated (invite acceptance) and secret API keys (made
 * by a staff user holding every grant) are left to Medusa.
 */
export async function guardMedusaAdmin(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): Promise<void> {
  const auth = (req as { auth_context?: AuthContext }).auth_context
  if (auth?.actor_type !== "user" || !auth.actor_id) return next()
  const access = await checkStaffAccess(req, medusaAdminRouteGrants(req.method, req.originalUrl ?? req.url))
  if (!access.allowed) return answerRefusal(res, access.status)
  next()
}
