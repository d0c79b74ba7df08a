import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { changePasswordSchema } from "@shop/shared"
import { requireCustomer } from "../../../../lib/account/guard"
import { identityOfCustomer } from "../../../../lib/account/identity"
import { changePassword } from "../../../../lib/account/password"
import { authenticateCustomer } from "../../../../lib/auth/accounts"
import { clientIp } from "../../../../lib/auth/login"
import { loginRateLimiter } from "../../../../lib/auth/rate-limit"
import { sendValidationError } from "../../../../lib/http/answers"
import { MESSAGES } from "../../../../lib/messages"
import { compatApiOptions } from "../../../../lib/options"

/**
 * PUT /api/me/password {old, new}: the old password must be the account's (a wrong one counts as a failed login,
 * same limiter: 429 beyond), the new one follows the strength rule. Open reset links are voided.
 */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const customerId = requireCustomer(req, res)
  if (!customerId) return
  const parsed = changePasswordSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const identity = await identityOfCustomer(req.scope, customerId)
  if (!identity) {
    res.status(401).json({ message: MESSAGES.notLoggedIn })
    return
  }
  const { loginRateLimit, redisUrl, redisKeyPrefix } = compatApiOptions(req.scope)
  const limiter = loginRateLimiter(
    { limits: loginRateLimit, redisUrl, redisKeyPrefix },
    req.scope.resolve(ContainerRegistrationKeys.LOGGER)
  )
  const attempt = { ip: clientIp(req), email: identity.email }
  const wait = await limiter.retryAfter(attempt)
  if (wait > 0) {
    res.setHeader("Retry-After", String(wait))
    res.status(429).json({ message: MESSAGES.tooManyLogins })
    return
  }
  const checked = await authenticateCustomer(req.scope, { email: identity.email, password: parsed.data.old })
  if (checked !== customerId) {
    await limiter.recordFailure(attempt)
    res.status(400).json({ message: MESSAGES.wrongOldPassword, fields: { old: MESSAGES.wrongOldPassword } })
    return
  }
  await limiter.recordSuccess(attempt)
  await changePassword(req.scope, identity, parsed.data.new)
  res.status(200).json({ message: MESSAGES.passwordChanged })
}
