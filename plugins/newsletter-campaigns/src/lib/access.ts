import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { checkStaffAccess, EDGE_MESSAGES, sendError } from "@shop/server-kit"

/** Every newsletter route is staff-only with the `newsletter` grant: 401 without a staff login, 403 without the grant. */
export async function newsletterStaffOf(req: MedusaRequest, res: MedusaResponse): Promise<string | null> {
  const access = await checkStaffAccess(req, ["newsletter"])
  if (access.allowed) return access.userId
  sendError(res, access.status, access.status === 401 ? EDGE_MESSAGES.staffLoginRequired : EDGE_MESSAGES.accessDenied)
  return null
}
