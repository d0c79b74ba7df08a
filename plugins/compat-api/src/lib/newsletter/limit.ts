import type { WarningLogger } from "../auth/redis-store"
import { requestLimiter, type RequestLimit, type RequestRateLimiter } from "../account/request-limit"

/**
 * Unsubscribe calls one IP may make per window. A token cannot be guessed (256 bits); the limit keeps a script
 * from hammering the lookup. A person uses it once or twice; a shared office IP stays far below. There is no
 * address to count by (the token is the only input).
 */
export const UNSUBSCRIBE_LIMIT: RequestLimit = { perIp: 20, perAccount: Number.MAX_SAFE_INTEGER, windowMs: 15 * 60 * 1000 }

/** The process's unsubscribe limiter (keys `…newsletter-unsubscribe:ip:*`), Redis when configured, else memory. */
export function unsubscribeRateLimiter(
  settings: { redisUrl?: string; redisKeyPrefix?: string } = {},
  logger: WarningLogger = console
): RequestRateLimiter {
  return requestLimiter("newsletter-unsubscribe", UNSUBSCRIBE_LIMIT, settings, logger)
}
