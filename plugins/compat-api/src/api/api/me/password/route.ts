import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { changePasswordSchema } from "@shop/shared"
import { requireCustomer } from "../../../../lib/account/guard"
import { identityOfCustomer } from "../../../../lib/account/identity"
import { changePassword } from "../../../../lib/account/password"
import { authenticateCustomer } from "../../../../lib/auth/accounts"
import { sendTooManyRequests, sendValidationError, sessionOf } from "@shop/server-kit"
import { loginLimiterFor } from "../../../../lib/auth/login-limit"
import { MESSAGES } from "../../../../lib/messages"

/**
 * PUT /api/me/password {old, new}: the old password must be the account's (a wrong one counts as a failed login,
 * same limiter: 429 beyond), the new one follows the strength rule. Open reset links are voided and every other
 * session of the account ends (credential version).
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
  const { limiter, attempt } = loginLimiterFor(req)
  const tried = attempt(identity.email)
  const { wait } = await limiter.admit(tried)
  if (wait > 0) return sendTooManyRequests(res, wait, MESSAGES.tooManyLogins)
  const checked = await authenticateCustomer(req.scope, { email: identity.email, password: parsed.data.old })
  if (checked !== customerId) {
    await limiter.failed(tried)
    res.status(400).json({ message: MESSAGES.wrongOldPassword, fields: { old: MESSAGES.wrongOldPassword } })
    return
  }
  await limiter.succeeded(tried)
  // Every other session of the account ends; this one keeps going on the new credentials.
  sessionOf(req).credentialVersion = await changePassword(req.scope, identity, parsed.data.new)
  res.status(200).json({ message: MESSAGES.passwordChanged })
}
