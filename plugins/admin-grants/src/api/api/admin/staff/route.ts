import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { staffUserIdOf } from "@shop/server-kit"
import type { ApiStaffList } from "@shop/shared"
import { listStaffMembers } from "../../../../lib/staff-members"

/**
 * GET /api/admin/staff: every staff member with their grants (the back-office's grants screen). Needs every grant:
 * `staff` is no group of section 6's table, so the edge's staff guard asks all of them (and middlewares.ts again).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const answer: ApiStaffList = { staff: await listStaffMembers(req.scope, staffUserIdOf(req) ?? "") }
  res.json(answer)
}
