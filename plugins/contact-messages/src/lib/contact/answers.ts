import type { MedusaResponse } from "@medusajs/framework/http"
import { ATTACHMENT_TEXTS, QUOTE_REQUEST_EMPTY_CART, QUOTE_REQUEST_NEEDS_LOGIN } from "@shop/shared"

/**
 * The refusals a contact workflow throws, as the answer the route gives (the workflow has undone its steps).
 * Matched by text: the workflow engine hands errors back by message. Unknown errors are not answered here.
 */
const REFUSALS: Record<string, { status: number; body: Record<string, unknown> }> = {
  [QUOTE_REQUEST_NEEDS_LOGIN]: { status: 401, body: { message: QUOTE_REQUEST_NEEDS_LOGIN } },
  [QUOTE_REQUEST_EMPTY_CART]: { status: 409, body: { message: QUOTE_REQUEST_EMPTY_CART } },
  [ATTACHMENT_TEXTS.unknownId]: { status: 400, body: { message: ATTACHMENT_TEXTS.unknownId, fields: { file: ATTACHMENT_TEXTS.unknownId } } },
}

/** Answers a known refusal and returns true; false for any other error (rethrown by the caller). */
export function answerRefusal(res: MedusaResponse, error: unknown): boolean {
  const message = typeof error === "object" && error !== null ? (error as { message?: unknown }).message : undefined
  const refusal = typeof message === "string" ? REFUSALS[message] : undefined
  if (!refusal) return false
  res.status(refusal.status).json(refusal.body)
  return true
}
