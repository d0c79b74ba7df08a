import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { sendError, sendValidationError, withinRateLimit } from "@shop/server-kit"
import { type ApiNewsletterUnsubscribed, oneClickUnsubscribeSchema, UNSUBSCRIBE_LINK_UNKNOWN, unsubscribeParamsSchema } from "@shop/shared"
import { maskEmail } from "../../../../../lib/email"
import { UNSUBSCRIBE_LIMIT } from "../../../../../lib/limits"
import { NEWSLETTER_MESSAGES } from "../../../../../lib/messages"
import { unsubscribeFromNewsletterWorkflow } from "../../../../../workflows"

function isNotFound(error: unknown): boolean {
  return Boolean(error && typeof error === "object" && (error as { type?: unknown }).type === MedusaError.Types.NOT_FOUND)
}

/** Ends the subscription of the link's token and answers it; every call counts against the caller's IP. */
async function unsubscribe(req: MedusaRequest, res: MedusaResponse, checkBody: boolean): Promise<void> {
  const limited = { name: "newsletter-unsubscribe", limit: UNSUBSCRIBE_LIMIT, message: NEWSLETTER_MESSAGES.tooManyUnsubscribes }
  if (!(await withinRateLimit(req, res, limited))) return
  const parsed = unsubscribeParamsSchema.safeParse(req.params)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  if (checkBody) {
    const body = oneClickUnsubscribeSchema.safeParse(req.body)
    if (!body.success) return sendValidationError(res, body.error)
  }
  try {
    const { result } = await unsubscribeFromNewsletterWorkflow(req.scope).run({ input: { token: parsed.data.id } })
    const answer: ApiNewsletterUnsubscribed = {
      unsubscribed: true,
      email: maskEmail(result.email ?? ""),
      alreadyUnsubscribed: result.alreadyUnsubscribed,
    }
    res.json(answer)
  } catch (error) {
    if (isNotFound(error)) return sendError(res, 404, UNSUBSCRIBE_LINK_UNKNOWN)
    throw error instanceof Error ? error : Object.assign(new Error(String((error as { message?: unknown })?.message ?? error)), error)
  }
}

/**
 * PUT /api/newsletter/unsubscribe/{id}: `id` is the token of the e-mailed link (no login: the link is the proof); the
 * storefront page calls it once the subscriber confirms. Malformed → 400, unknown → 404, valid → 200 with the address
 * masked; the same link again → 200 (already done).
 */
export const PUT = (req: MedusaRequest, res: MedusaResponse) => unsubscribe(req, res, false)

/**
 * POST /api/newsletter/unsubscribe/{id} with the form `List-Unsubscribe=One-Click`: RFC 8058's one-click
 * unsubscribe, sent by the mail provider when the reader presses its own "Se désabonner" button (the address is the
 * campaign's `List-Unsubscribe` header). Same answers as PUT; another body → 400.
 */
export const POST = (req: MedusaRequest, res: MedusaResponse) => unsubscribe(req, res, true)

/**
 * GET: the header's address opened in a browser (a mail client without one-click support) leads to the storefront's
 * page, which asks before unsubscribing: a link scanner's visit must not end a subscription.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = unsubscribeParamsSchema.safeParse(req.params)
  res.redirect(303, parsed.success ? `/unsubscribe/${parsed.data.id}/` : "/unsubscribe/")
}
