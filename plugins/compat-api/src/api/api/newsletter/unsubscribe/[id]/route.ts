import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { maskEmail, unsubscribeFromNewsletterWorkflow } from "@shop/newsletter"
import { type ApiNewsletterUnsubscribed, UNSUBSCRIBE_LINK_UNKNOWN, unsubscribeParamsSchema } from "@shop/shared"
import { asError } from "../../../../../lib/account/errors"
import { clientIp } from "../../../../../lib/auth/login"
import { sendValidationError } from "../../../../../lib/http/answers"
import { unsubscribeRateLimiter } from "../../../../../lib/newsletter/limit"
import { NEWSLETTER_TEXTS } from "../../../../../lib/newsletter/texts"
import { compatApiOptions } from "../../../../../lib/options"

function isNotFound(error: unknown): boolean {
  return Boolean(error && typeof error === "object" && (error as { type?: unknown }).type === MedusaError.Types.NOT_FOUND)
}

/**
 * PUT /api/newsletter/unsubscribe/{id}: `id` is the token of the e-mailed link (no login: the link is the proof).
 * Malformed → 400, unknown → 404, valid → 200 with the address masked; the same link again → 200 (already done).
 * Every call counts against the caller's IP.
 */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const { redisUrl, redisKeyPrefix } = compatApiOptions(req.scope)
  const limiter = unsubscribeRateLimiter({ redisUrl, redisKeyPrefix }, req.scope.resolve(ContainerRegistrationKeys.LOGGER))
  const wait = await limiter.take({ ip: clientIp(req) })
  if (wait > 0) {
    res.setHeader("Retry-After", String(wait))
    res.status(429).json({ message: NEWSLETTER_TEXTS.tooManyUnsubscribes })
    return
  }
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
    if (isNotFound(error)) {
      res.status(404).json({ message: UNSUBSCRIBE_LINK_UNKNOWN })
      return
    }
    throw asError(error)
  }
}
