import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { LOGIN_FAILED_MESSAGE, VALIDATION_MESSAGES, loginSchema, signupRequestSchema } from "@shop/shared"
import { authenticateCustomer, registerCustomer } from "../../../lib/auth/accounts"
import { bindSessionToCustomer, clientIp, endCustomerSession } from "../../../lib/auth/login"
import { loginRateLimiter } from "../../../lib/auth/rate-limit"
import { sendSession, sendValidationError } from "../../../lib/http/answers"
import { MESSAGES } from "../../../lib/messages"
import { compatApiOptions } from "../../../lib/options"

/** GET /api/auth (verify): the session, made with its own cart on a first visit. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  await sendSession(req, res)
}

/** PUT /api/auth {email, password}: login, rate-limited per IP and per account. */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = loginSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const limiter = loginRateLimiter(compatApiOptions(req.scope).loginRateLimit)
  const attempt = { ip: clientIp(req), email: parsed.data.email }
  const wait = await limiter.retryAfter(attempt)
  if (wait > 0) {
    res.setHeader("Retry-After", String(wait))
    res.status(429).json({ message: MESSAGES.tooManyLogins })
    return
  }
  const customerId = await authenticateCustomer(req.scope, parsed.data)
  if (!customerId) {
    await limiter.recordFailure(attempt)
    res.status(401).json({ message: LOGIN_FAILED_MESSAGE })
    return
  }
  await limiter.recordSuccess(attempt)
  await bindSessionToCustomer(req, customerId)
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
