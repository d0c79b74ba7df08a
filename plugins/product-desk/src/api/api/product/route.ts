import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sameSecret, sendError } from "@shop/server-kit"
import type { ApiProductImportAnswer } from "@shop/shared"
import { IMPORT_MAX_BYTES, IMPORT_TEXTS, planImport } from "../../../lib/csv-import"
import { applyImport } from "../../../lib/import"
import { productImportApiKey } from "../../../lib/import-key"
import { MultipartError, readMultipart } from "@shop/server-kit"

/**
 * PUT /api/product/ (spec 7: "multipart CSV plus a fixed api key"): the file in the part `file`, the key in the
 * `X-Api-Key` header (checked before the body is read) or the form field `apiKey`. 401 without the right key; 400
 * for a file that cannot be read as a whole (nothing applied); else 200 with each row's result: created or updated
 * by EAN, or refused with its French reason (that row changes nothing, the others are applied).
 */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const expected = productImportApiKey(process.env)
  const headerKey = req.headers["x-api-key"]
  if (headerKey !== undefined && !sameSecret(headerKey, expected)) {
    req.resume()
    return sendError(res, 401, IMPORT_TEXTS.keyRefused)
  }
  let body
  try {
    body = await readMultipart(req, IMPORT_MAX_BYTES)
  } catch (error) {
    if (error instanceof MultipartError) return sendError(res, 400, IMPORT_TEXTS.noFile)
    throw error
  }
  if (headerKey === undefined && !sameSecret(body.fields.apiKey, expected)) return sendError(res, 401, IMPORT_TEXTS.keyRefused)
  if (!body.file) return sendError(res, 400, IMPORT_TEXTS.noFile)
  if (body.file.tooLarge) return sendError(res, 413, IMPORT_TEXTS.tooLarge)
  const plan = planImport(body.file.bytes)
  if (!plan.ok) return sendError(res, 400, plan.message)
  const answer: ApiProductImportAnswer = await applyImport(req.scope, plan.rows)
  res.json(answer)
}
