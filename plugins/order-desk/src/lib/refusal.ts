import { MedusaError } from "@medusajs/framework/utils"
import { ORDER_STATE_MESSAGES } from "@shop/order-states"
import { ADMIN_ORDER_MESSAGES } from "@shop/shared"

export type Refusal = { status: 400 | 404 | 409; message: string }

const STATUS_BY_TYPE: Record<string, Refusal["status"]> = {
  [MedusaError.Types.NOT_FOUND]: 404,
  [MedusaError.Types.NOT_ALLOWED]: 400,
  [MedusaError.Types.INVALID_DATA]: 400,
  [MedusaError.Types.CONFLICT]: 409,
}

/**
 * A workflow's French refusal as an HTTP answer (the table's refusals are NOT_ALLOWED → 400, ADR 001; a concurrent
 * change CONFLICT → 409); null for anything else (a real failure: rethrown, Medusa answers 500 and logs it).
 * Workflows rethrow errors with their type; the texts are checked too, so an English error of Medusa's is never
 * shown to staff as if it were ours.
 */
export function refusalOf(error: unknown): Refusal | null {
  const message = String((error as { message?: unknown } | null)?.message ?? "")
  const type = String((error as { type?: unknown } | null)?.type ?? "")
  if (message === ORDER_STATE_MESSAGES.changedMeanwhile) return { status: 409, message }
  if (message === ORDER_STATE_MESSAGES.noStateYet || message === ADMIN_ORDER_MESSAGES.orderNotFound) return { status: 404, message }
  const ours =
    message.startsWith("Une commande ") ||
    message.startsWith("Cette commande ") ||
    message.startsWith("Le remboursement ") ||
    message.startsWith("Aucun virement ") ||
    message.startsWith("Indiquez ") ||
    message.startsWith("L'état de commande ")
  if (!ours) return null
  return { status: STATUS_BY_TYPE[type] ?? 400, message }
}
