import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { LOGIN_FAILED_MESSAGE, VALIDATION_MESSAGES, loginSchema, signupRequestSchema } from "@shop/shared"
import { registerCustomer } from "../../../lib/auth/accounts"
import { bindSessionToCustomer, bindSessionToStaff, clientIp, endCustomerSession } from "../../../lib/auth/login"
import { loginRateLimiter } from "../../../lib/auth/rate-limit"
import { authenticateAccount } from "../../../lib/auth/staff"
import { sendSession, sendValidationError } from "../../../lib/http/answers"
import { MESSAGES } from "../../../lib/messages"
import { compatApiOptions } from "../../../lib/options"

/** GET /api/auth (verify): the session, made with its own cart on a first visit. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  await sendSession(req, res)
}

/**
 * PUT /api/auth {email, password}: login of a customer, or of a staff user (the admin form triggers the same
 * action), rate-limited per IP and per account; the same refusal for both.
 */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = loginSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const { loginRateLimit, redisUrl, redisKeyPrefix } = compatApiOptions(req.scope)
  const limiter = loginRateLimiter(
    { limits: loginRateLimit, redisUrl, redisKeyPrefix },
    req.scope.resolve(ContainerRegistrationKeys.LOGGER)
  )
  const attempt = { ip: clientIp(req), email: parsed.data.email }
  const wait = await limiter.retryAfter(attempt)
  if (wait > 0) {
    res.setHeader("Retry-After", String(wait))
    res.status(429).json({ message: MESSAGES.tooManyLogins })
    return
  }
  const account = await authenticateAccount(req.scope, parsed.data)
  if (!account) {
    await limiter.recordFailure(attempt)
    res.status(401).json({ message: LOGIN_FAILED_MESSAGE })
    return
  }
  await limiter.recordSuccess(attempt)
  if (account.kind === "customer") await bindSessionToCustomer(req, account.customerId)
  else await bindSessionToStaff(req, account.userId)
  await sendSession(req, res)
}

/** POST /api/auth {email, password, cgu, newsletter, isPro, company, siret}: sign-up, then logged in. */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = signupRequestSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const result = await registerCustomer(req.scope, parsed.data)
  if (!result.ok) {
    res.status(409).json({ message: VALIDATION_MESSAGES.accountExists })
    return
  }
  await bindSessionToCustomer(req, result.customerId)
  await sendSession(req, res, 201)
}

/** DELETE /api/auth: logout, back to a new anonymous session and cart. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  await endCustomerSession(req)
  await sendSession(req, res)
}
