import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { userSearchQuerySchema } from "@shop/shared"
import { sendValidationError } from "@shop/server-kit"
import { searchCustomers } from "../../../lib/users/queries"

/** GET /api/users?search=&page= (grant `users`): customers by name, e-mail, company or SIRET, newest first, 20 a page. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = userSearchQuerySchema.safeParse(req.query)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  res.status(200).json(await searchCustomers(req.scope, parsed.data))
}
