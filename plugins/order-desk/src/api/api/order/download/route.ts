import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendValidationError } from "@shop/server-kit"
import { orderDownloadQuerySchema } from "@shop/shared"
import { ordersCsvFileName } from "../../../../lib/csv-export"
import { ordersCsvBetween } from "../../../../lib/export"

/**
 * GET /api/order/download?start=YYYY-MM-DD&end=YYYY-MM-DD (staff, grant orders): the orders of the period as a CSV
 * for a French spreadsheet (UTF-8 with BOM, semicolons, decimal commas, dd/mm/yyyy), one row per order line
 * (lib/csv-export.ts). At most 366 days.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = orderDownloadQuerySchema.safeParse(req.query)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const csv = await ordersCsvBetween(req.scope, parsed.data.start, parsed.data.end)
  res.setHeader("Content-Type", "text/csv; charset=utf-8")
  res.setHeader("Content-Disposition", `attachment; filename="${ordersCsvFileName(parsed.data.start, parsed.data.end)}"`)
  res.setHeader("Cache-Control", "no-store")
  res.send(csv)
}
