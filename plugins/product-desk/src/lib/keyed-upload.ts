import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MultipartError, readMultipart, sameSecret, sendError } from "@shop/server-kit"
import { IMPORT_TEXTS } from "./csv-import"
import { productImportApiKey } from "./import-key"

/**
 * A CSV sent by a machine with the catalogue's fixed api key (spec 7): the file in the part `file`, the key in the
 * `X-Api-Key` header (checked before the body is read) or the form field `apiKey`. Answers 401 without the right
 * key, 400 without a readable file, 413 when too large, and returns null then; else the file's bytes. Used by
 * PUT /api/product/ and the marketplace upload POST /api/flux/mano (@shop/feeds).
 */
export async function receiveKeyedCsv(
  req: MedusaRequest,
  res: MedusaResponse,
  maxBytes: number,
  texts: { noFile: string; tooLarge: string }
): Promise<Buffer | null> {
  const expected = productImportApiKey(process.env)
  const headerKey = req.headers["x-api-key"]
  if (headerKey !== undefined && !sameSecret(headerKey, expected)) {
    req.resume()
    sendError(res, 401, IMPORT_TEXTS.keyRefused)
    return null
  }
  let body
  try {
    body = await readMultipart(req, maxBytes)
  } catch (error) {
    if (error instanceof MultipartError) {
      sendError(res, 400, texts.noFile)
      return null
    }
    throw error
  }
  if (headerKey === undefined && !sameSecret(body.fields.apiKey, expected)) {
    sendError(res, 401, IMPORT_TEXTS.keyRefused)
    return null
  }
  if (!body.file) {
    sendError(res, 400, texts.noFile)
    return null
  }
  if (body.file.tooLarge) {
    sendError(res, 413, texts.tooLarge)
    return null
  }
  return body.file.bytes
}
