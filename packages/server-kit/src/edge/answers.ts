import type { MedusaResponse } from "@medusajs/framework/http"
import { formatZodError } from "@shop/shared"

/** Every /api error has this shape: one French message (validation errors add the first message per field). */
export function sendError(res: MedusaResponse, status: number, message: string): void {
  res.status(status).json({ message })
}

/** 400 with the shared validation shape: one message and the first message of each field. */
export function sendValidationError(res: MedusaResponse, error: Parameters<typeof formatZodError>[0]): void {
  res.status(400).json(formatZodError(error))
}

/** 429 with Retry-After in whole seconds (at least 1): the one answer of every limiter. */
export function sendTooManyRequests(res: MedusaResponse, waitSeconds: number, message: string): void {
  res.setHeader("Retry-After", String(Math.max(1, Math.ceil(waitSeconds))))
  sendError(res, 429, message)
}
