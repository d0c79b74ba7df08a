import type { MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { sendError } from "@shop/server-kit"
import { PRODUCT_DESK_TEXTS } from "@shop/shared"

const OURS = new Set<string>(Object.values(PRODUCT_DESK_TEXTS))

/** A workflow's French refusal (404 unknown product, 400 taken EAN / unknown category) or null for an engine failure. */
export function refusalOf(errors: { error?: unknown }[]): { status: number; message: string } | null {
  const error = errors[0]?.error as { type?: string; message?: string } | undefined
  const message = error?.message ?? ""
  if (!OURS.has(message)) return null
  return { status: error?.type === MedusaError.Types.NOT_FOUND ? 404 : 400, message }
}

export function answerRefusal(res: MedusaResponse, errors: { error?: unknown }[]): void {
  const refusal = refusalOf(errors)
  if (!refusal) throw errors[0]?.error ?? new Error("product desk workflow failed")
  sendError(res, refusal.status, refusal.message)
}
