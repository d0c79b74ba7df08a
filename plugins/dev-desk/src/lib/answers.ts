import type { MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { sendError } from "@shop/server-kit"

/** A workflow's refusal (unknown todo or version 404, assignee not staff 400) as the French answer; false otherwise. */
export function answerDevDeskRefusal(res: MedusaResponse, error: unknown): boolean {
  const { type, message } = (error ?? {}) as { type?: string; message?: string }
  const status = type === MedusaError.Types.NOT_FOUND ? 404 : type === MedusaError.Types.INVALID_DATA ? 400 : null
  if (status === null || !message) return false
  sendError(res, status, message)
  return true
}
