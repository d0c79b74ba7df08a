import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { checkStaffAccess, EDGE_MESSAGES, sendError, sessionOf, staffUserIdOf } from "@shop/server-kit"
import { PRO_CUSTOMER_GROUP, QUOTE_TEXTS } from "@shop/shared"
import { MESSAGES } from "@shop/compat-api/lib/messages"

/** Who calls a quote route: a staff user holding `quotes`, or a logged-in customer (only their own quotes). */
export type QuoteCaller = { kind: "staff"; userId: string } | { kind: "customer"; customerId: string }

/**
 * The caller of a route open to both sides. A staff login must hold the `quotes` grant (403 'Accès refusé!'
 * otherwise: deny by default); a customer is a customer; nobody is 401. Answers the refusal itself.
 */
export async function quoteCallerOf(req: MedusaRequest, res: MedusaResponse): Promise<QuoteCaller | null> {
  if (staffUserIdOf(req)) return staffCallerOf(req, res)
  const customerId = sessionOf(req).customerId
  if (customerId) return { kind: "customer", customerId }
  sendError(res, 401, MESSAGES.notLoggedIn)
  return null
}

/** Staff-only routes (answer, delete): 401 without a staff login, 403 without the grant. */
export async function staffCallerOf(req: MedusaRequest, res: MedusaResponse): Promise<QuoteCaller | null> {
  const access = await checkStaffAccess(req, ["quotes"])
  if (access.allowed) return { kind: "staff", userId: access.userId }
  sendError(res, access.status, access.status === 401 ? EDGE_MESSAGES.staffLoginRequired : EDGE_MESSAGES.accessDenied)
  return null
}

/** Customer-only routes (request, accept): staff and visitors are refused. */
export function customerIdOf(req: MedusaRequest, res: MedusaResponse): string | null {
  const customerId = sessionOf(req).customerId
  if (customerId) return customerId
  sendError(res, 401, MESSAGES.notLoggedIn)
  return null
}

/**
 * `POST /api/quotes`: a logged-in pro (customer group `pro`). A consumer is 403 with the way to ask (the contact
 * form's quote request, which makes a quote too); nobody is 401.
 */
export async function proCustomerIdOf(req: MedusaRequest, res: MedusaResponse): Promise<string | null> {
  const customerId = customerIdOf(req, res)
  if (!customerId) return null
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "customer", fields: ["id", "groups.name"], filters: { id: customerId } })
  const groups = (data[0] as { groups?: ({ name?: string | null } | null)[] | null } | undefined)?.groups ?? []
  if (groups.some((group) => group?.name === PRO_CUSTOMER_GROUP)) return customerId
  sendError(res, 403, QUOTE_TEXTS.proOnly)
  return null
}

/**
 * A workflow's refusal as the route's answer: NOT_FOUND 404 (also for other people's quotes: existence is never
 * revealed), NOT_ALLOWED/CONFLICT 409, INVALID_DATA 400, with the workflow's French text. False: not a refusal.
 */
export function answerQuoteRefusal(res: MedusaResponse, error: unknown): boolean {
  const { type, message } = (error ?? {}) as { type?: string; message?: string }
  const status =
    type === MedusaError.Types.NOT_FOUND ? 404
    : type === MedusaError.Types.NOT_ALLOWED || type === MedusaError.Types.CONFLICT ? 409
    : type === MedusaError.Types.INVALID_DATA ? 400
    : type === MedusaError.Types.UNAUTHORIZED ? 401
    : null
  if (status === null || !message) return false
  sendError(res, status, message)
  return true
}
