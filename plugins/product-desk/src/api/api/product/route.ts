import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendError } from "@shop/server-kit"
import type { ApiProductImportAnswer } from "@shop/shared"
import { IMPORT_MAX_BYTES, IMPORT_TEXTS, planImport } from "../../../lib/csv-import"
import { applyImport } from "../../../lib/import"
import { receiveKeyedCsv } from "../../../lib/keyed-upload"

/**
 * PUT /api/product/ (spec 7: "multipart CSV plus a fixed api key"): the file in the part `file`, the key in the
 * `X-Api-Key` header (checked before the body is read) or the form field `apiKey`. 401 without the right key; 400
 * for a file that cannot be read as a whole (nothing applied); else 200 with each row's result: created or updated
 * by EAN, or refused with its French reason (that row changes nothing, the others are applied).
 */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const bytes = await receiveKeyedCsv(req, res, IMPORT_MAX_BYTES, IMPORT_TEXTS)
  if (!bytes) return
  const plan = planImport(bytes)
  if (!plan.ok) return sendError(res, 400, plan.message)
  const answer: ApiProductImportAnswer = await applyImport(req.scope, plan.rows)
  res.json(answer)
}
