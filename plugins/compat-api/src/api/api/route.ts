import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { ApiHealth } from "@shop/shared"
import { healthReport, probeCms, probeDatabase } from "../../lib/health/checks"
import { ENGINE_VERSION } from "../../lib/health/engine-version"
import { compatApiOptions } from "../../lib/options"

/** GET /api: the shop's health (spec section 7). 503 when the database does not answer. */
export async function GET(req: MedusaRequest, res: MedusaResponse<ApiHealth>): Promise<void> {
  const { cmsUrl } = compatApiOptions(req.scope)
  const [cms, databaseOk] = await Promise.all([
    probeCms(cmsUrl),
    probeDatabase(req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)),
  ])
  res.status(databaseOk ? 200 : 503).json(healthReport(ENGINE_VERSION, cms, databaseOk))
}
