import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { LOGIN_FAILED_MESSAGE, VALIDATION_MESSAGES, loginSchema, signupRequestSchema } from "@shop/shared"
import { registerCustomer } from "../../../lib/auth/accounts"
import { bindSessionToCustomer, bindSessionToStaff, endCustomerSession } from "../../../lib/auth/login"
import { sendTooManyRequests, sendValidationError, withinRateLimit } from "@shop/server-kit"
import { compatApiOptions } from "../../../lib/options"
import { loginLimiterFor } from "../../../lib/auth/login-limit"
import { authenticateAccount } from "../../../lib/auth/staff"
import { sendSession } from "../../../lib/http/answers"
import { MESSAGES } from "../../../lib/messages"

/** GET /api/auth (verify): the session, made with its own cart on a first visit. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  await sendSession(req, res)
}

/**
 * PUT /api/auth {email, password}: login of a customer, or of a staff user (the admin form triggers the same
 * action), rate-limited before the password is checked (lib/auth/login-limit.ts); the same refusal for both.
 */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = loginSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const { limiter, attempt } = loginLimiterFor(req)
  const tried = attempt(parsed.data.email)
  const { wait } = await limiter.admit(tried)
  if (wait > 0) return sendTooManyRequests(res, wait, MESSAGES.tooManyLogins)
  const account = await authenticateAccount(req.scope, parsed.data)
  if (!account) {
    await limiter.failed(tried)
    res.status(401).json({ message: LOGIN_FAILED_MESSAGE })
    return
  }
  await limiter.succeeded(tried)
  if (account.kind === "customer") await bindSessionToCustomer(req, account.customerId)
  else await bindSessionToStaff(req, account.userId)
  await sendSession(req, res)
}

/** POST /api/auth {email, password, cgu, newsletter, isPro, company, siret}: sign-up, then logged in. */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = signupRequestSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  // Counted before the account is made: scripted sign-ups are how stock would be held at will (issue 11 item 12).
  const limit = compatApiOptions(req.scope).signupRateLimit
  if (!(await withinRateLimit(req, res, { name: "signup", limit, message: MESSAGES.tooManySignups }))) return
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
