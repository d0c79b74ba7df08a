import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PASSWORD_RESET_ERROR, PASSWORD_RESET_SUCCESS_TITLE, forgotPasswordSchema, resetPasswordSchema } from "@shop/shared"
import { requestPasswordResetInBackground, resetPassword } from "../../../lib/account/password"
import { PASSWORD_RESET_REQUEST_LIMIT } from "../../../lib/account/reset-token"
import { sendValidationError, withinRateLimit } from "@shop/server-kit"
import { MESSAGES } from "../../../lib/messages"

/**
 * POST /api/iforgot {email}: the same 200 whether an account exists or not (the link is made and e-mailed after
 * the answer). Limited per IP and per e-mail address: 429 beyond.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = forgotPasswordSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const allowed = await withinRateLimit(req, res, {
    ...PASSWORD_RESET_REQUEST_LIMIT,
    key: parsed.data.email,
    message: MESSAGES.tooManyPasswordResets,
  })
  if (!allowed) return
  requestPasswordResetInBackground(req.scope, parsed.data.email)
  res.status(200).json({ message: MESSAGES.passwordResetRequested })
}

/**
 * PUT /api/iforgot {email, token, password}: a strong password (shared rule) and a link that is this account's,
 * unused and less than an hour old. Success: { title: 'Changement de mot de passe réussi!', message }; a wrong,
 * used or expired link: 400 { title: 'Une erreur est survenue', message }.
 */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = resetPasswordSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const outcome = await resetPassword(req.scope, parsed.data)
  if (outcome === "refused") {
    res.status(400).json(PASSWORD_RESET_ERROR)
    return
  }
  res.status(200).json({ title: PASSWORD_RESET_SUCCESS_TITLE, message: MESSAGES.passwordResetDone })
}
