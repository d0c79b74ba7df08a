import type { MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { sendError } from "@shop/server-kit"
import { PROMO_TEXTS } from "@shop/shared"

const OURS = new Set<string>(Object.values(PROMO_TEXTS))

/**
 * A workflow's refusal in French (unknown promo 404; a taken code, a limit below the uses 400), answered here;
 * anything else is an engine failure and goes on to Medusa's error handler.
 */
export function answerRefusal(res: MedusaResponse, errors: { error?: unknown }[]): void {
  const error = errors[0]?.error as { type?: string; message?: string } | undefined
  const message = error?.message ?? ""
  if (OURS.has(message)) {
    sendError(res, error?.type === MedusaError.Types.NOT_FOUND ? 404 : 400, message)
    return
  }
  throw errors[0]?.error ?? new Error("promo workflow failed")
}
