import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ApiVersionList } from "@shop/shared"
import { listVersions } from "../../../lib/records"

/** GET /api/versions: the deployed versions, newest first, with the staff's comments (grant dev). */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const answer: ApiVersionList = { versions: await listVersions(req.scope) }
  res.status(200).json(answer)
}
