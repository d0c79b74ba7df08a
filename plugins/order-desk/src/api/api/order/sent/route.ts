import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MultipartError, readMultipart } from "@shop/server-kit"
import { sendError, staffUserIdOf } from "@shop/server-kit"
import { ADMIN_ORDER_MESSAGES, DELIVERY_CSV_MAX_BYTES } from "@shop/shared"
import { importDeliveries } from "../../../../lib/actions"

function refuse(req: MedusaRequest, res: MedusaResponse, status: number, message: string): void {
  // The rest of the body is read and dropped, so the client gets this answer rather than a reset connection.
  req.resume()
  sendError(res, status, message)
}

/**
 * PUT /api/order/sent (staff, grant orders), multipart with a `file` part: the delivery CSV
 * (`commande;transporteur;suivi`, header optional, ≤ 1 MB, ≤ 2000 rows). Each row moves its order READY → SENT with
 * its parcel and e-mails the customer, or is refused with its reason; a refused row changes nothing. 200
 * `ApiDeliveryImportResult`; 400 when the file itself is missing or unreadable; 413 when too large.
 */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const announced = Number(req.headers["content-length"])
  if (Number.isFinite(announced) && announced > DELIVERY_CSV_MAX_BYTES + 64 * 1024) {
    res.setHeader("Connection", "close")
    return refuse(req, res, 413, ADMIN_ORDER_MESSAGES.csvTooLarge)
  }
  let body
  try {
    body = await readMultipart(req, DELIVERY_CSV_MAX_BYTES)
  } catch (error) {
    if (error instanceof MultipartError) return refuse(req, res, 400, ADMIN_ORDER_MESSAGES.csvMissing)
    throw error
  }
  if (!body.file) return sendError(res, 400, ADMIN_ORDER_MESSAGES.csvMissing)
  if (body.file.tooLarge) return sendError(res, 413, ADMIN_ORDER_MESSAGES.csvTooLarge)
  const outcome = await importDeliveries(req.scope, body.file.bytes, staffUserIdOf(req)!)
  if (!outcome.ok) return sendError(res, outcome.status, outcome.message)
  res.json(outcome.value)
}
