import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { clientIp } from "../edge/client-ip"
import { sendTooManyRequests } from "../edge/answers"
import { EDGE_MESSAGES } from "../messages"
import { edgeSettings } from "../settings"
import { RateLimiter, type WindowLimit } from "./limiter"
import { createRateLimitRedis, RedisRateLimitStore, type WarningLogger } from "./redis-store"
import { MemoryRateLimitStore, type RateLimitStore } from "./store"

type SharedStore = { store: RateLimitStore; signature: string; close(): Promise<void> }
let shared: SharedStore | undefined

/**
 * The process's one counter store: Redis when the edge names one (option `redisUrl`, else REDIS_URL), with the
 * process's memory as fail-open fallback; memory alone otherwise. Rebuilt (the old connection closed) only when the
 * settings change, so every limiter of every plugin shares one Redis connection.
 */
export function rateLimitStore(settings: { redisUrl?: string; redisKeyPrefix?: string }, logger: WarningLogger = console): RateLimitStore {
  const signature = JSON.stringify([settings.redisUrl ?? null, settings.redisKeyPrefix ?? null])
  if (shared?.signature === signature) return shared.store
  void shared?.close()
  const memory = new MemoryRateLimitStore()
  if (!settings.redisUrl) {
    shared = { store: memory, signature, close: async () => undefined }
  } else {
    const store = new RedisRateLimitStore(createRateLimitRedis(settings.redisUrl), memory, logger, settings.redisKeyPrefix)
    shared = { store, signature, close: () => store.close() }
  }
  return shared.store
}

/** Closes the Redis connection of the process's store, if any (shutdown, tests). */
export async function closeRateLimitStore(): Promise<void> {
  const current = shared
  shared = undefined
  await current?.close()
}

/** The limiter `name` with `limit`, on the process's store for the edge settings of `scope`. */
export function rateLimiter(scope: MedusaContainer, name: string, limit: WindowLimit): RateLimiter {
  const logger = scope.resolve(ContainerRegistrationKeys.LOGGER) as WarningLogger
  return new RateLimiter(name, rateLimitStore(edgeSettings(scope), logger), limit)
}

export type LimitedRequest = {
  name: string
  limit: WindowLimit
  /** the per-key part (an e-mail address): counted when the limit has `perKey` */
  key?: string
  /** the French text of the 429 */
  message?: string
}

/**
 * Counts the request against the caller's IP (and key); past the limit answers 429 with Retry-After and returns
 * false. A route goes on only when it returns true.
 */
export async function withinRateLimit(req: MedusaRequest, res: MedusaResponse, request: LimitedRequest): Promise<boolean> {
  const limiter = rateLimiter(req.scope, request.name, request.limit)
  const wait = await limiter.take({ ip: clientIp(req), ...(request.key !== undefined ? { key: request.key } : {}) })
  if (wait <= 0) return true
  sendTooManyRequests(res, wait, request.message ?? EDGE_MESSAGES.tooManyRequests)
  return false
}
