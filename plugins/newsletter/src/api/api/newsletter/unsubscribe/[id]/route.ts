import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { sendError, sendValidationError, withinRateLimit } from "@shop/server-kit"
import { type ApiNewsletterUnsubscribed, UNSUBSCRIBE_LINK_UNKNOWN, unsubscribeParamsSchema } from "@shop/shared"
import { maskEmail } from "../../../../../lib/email"
import { UNSUBSCRIBE_LIMIT } from "../../../../../lib/limits"
import { NEWSLETTER_MESSAGES } from "../../../../../lib/messages"
import { unsubscribeFromNewsletterWorkflow } from "../../../../../workflows"

function isNotFound(error: unknown): boolean {
  return Boolean(error && typeof error === "object" && (error as { type?: unknown }).type === MedusaError.Types.NOT_FOUND)
}

/**
 * PUT /api/newsletter/unsubscribe/{id}: `id` is the token of the e-mailed link (no login: the link is the proof).
 * Malformed → 400, unknown → 404, valid → 200 with the address masked; the same link again → 200 (already done).
 * Every call counts against the caller's IP.
 */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const limited = { name: "newsletter-unsubscribe", limit: UNSUBSCRIBE_LIMIT, message: NEWSLETTER_MESSAGES.tooManyUnsubscribes }
  if (!(await withinRateLimit(req, res, limited))) return
  const parsed = unsubscribeParamsSchema.safeParse(req.params)
  if (!parsed.success) return sendValidationError(res, parsed.error)
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
