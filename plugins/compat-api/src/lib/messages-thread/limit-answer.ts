import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { clientIp } from "../auth/login"
import { requestLimiter, type RequestLimit } from "../account/request-limit"
import { compatApiOptions } from "../options"
import type { LimiterName } from "./limit"

/** Counts the request (per IP and e-mail); answers 429 with Retry-After and returns false when over the limit. */
export async function withinLimit(
  req: MedusaRequest,
  res: MedusaResponse,
  name: LimiterName,
  limits: RequestLimit,
  email: string,
  message: string
): Promise<boolean> {
  const { redisUrl, redisKeyPrefix } = compatApiOptions(req.scope)
  const limiter = requestLimiter(name, limits, { redisUrl, redisKeyPrefix }, req.scope.resolve(ContainerRegistrationKeys.LOGGER))
  const wait = await limiter.take({ ip: clientIp(req), email })
  if (wait <= 0) return true
  res.setHeader("Retry-After", String(wait))
  res.status(429).json({ message })
  return false
}
