import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { withinRateLimit, type WindowLimit } from "@shop/server-kit"
import type { LimiterName } from "./limit"

/** Counts the request (per IP and e-mail); answers 429 with Retry-After and returns false when over the limit. */
export async function withinLimit(
  req: MedusaRequest,
  res: MedusaResponse,
  name: LimiterName,
  limit: WindowLimit,
  email: string,
  message: string
): Promise<boolean> {
  return withinRateLimit(req, res, { name, limit, key: email || undefined, message })
}
