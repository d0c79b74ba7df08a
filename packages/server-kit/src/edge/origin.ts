import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { EDGE_MESSAGES } from "../messages"
import { edgeSettings } from "../settings"
import { sendError } from "./answers"

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"])

export type OriginCheck = {
  method: string
  /** the Origin header, if any */
  origin: string | undefined
  /** the origin this server answers on (scheme://host), as the request shows it */
  ownOrigin: string | undefined
  allowed: string[]
}

/**
 * A mutating call is refused when the browser says it comes from another site: an Origin header that is neither
 * the storefront's nor this server's own ("null", sent by sandboxed frames and some redirects, is foreign too).
 * Calls without Origin come from non-browser clients (a browser always sends it on cross-site POST/PUT/DELETE), and
 * reads are never refused: SameSite=Lax already keeps the cookie off cross-site subrequests.
 */
export function isForeignMutation({ method, origin, ownOrigin, allowed }: OriginCheck): boolean {
  if (!MUTATING.has(method.toUpperCase())) return false
  if (origin === undefined || origin === "") return false
  const normalized = origin.trim().replace(/\/+$/, "").toLowerCase()
  if (ownOrigin && normalized === ownOrigin.toLowerCase()) return false
  return !allowed.some((entry) => entry.toLowerCase() === normalized)
}

export function refuseForeignOrigin(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): void {
  const header = req.headers.origin
  const host = req.get("host")
  const foreign = isForeignMutation({
    method: req.method,
    origin: Array.isArray(header) ? header[0] : header,
    ownOrigin: host ? `${req.protocol}://${host}` : undefined,
    allowed: edgeSettings(req.scope).allowedOrigins,
  })
  if (foreign) return sendError(res, 403, EDGE_MESSAGES.foreignOrigin)
  next()
}
