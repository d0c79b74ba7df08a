import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendValidationError } from "@shop/server-kit"
import { referencesQuerySchema } from "@shop/shared"
import { readReferences } from "../../../../lib/references"

/**
 * GET /api/admin/references?search=&page=: the product references (EAN, SKU, marketplace ids), read-only. Section 6
 * does not name the group: the /api edge lets only a staff member holding every grant in.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = referencesQuerySchema.safeParse(req.query)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  res.status(200).json(await readReferences(req.scope, parsed.data))
}
