import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendValidationError } from "@shop/server-kit"
import { historyQuerySchema } from "@shop/shared"
import { readHistory } from "../../../../lib/history"

/**
 * GET /api/admin/history?kind=states|staff&page=: the order-state changes and staff actions across the shop, newest
 * first (read-only). Section 6 does not name the group: the /api edge lets only a staff member holding every grant in.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = historyQuerySchema.safeParse(req.query)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  res.status(200).json(await readHistory(req.scope, parsed.data))
}
