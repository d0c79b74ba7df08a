import { MedusaError } from "@medusajs/framework/utils"
import { VALIDATION_MESSAGES } from "@shop/shared"
import { quotationSourceOf } from "./quotation"
import type { CartCall, CartRefusal } from "./respond"
import { MESSAGES } from "../messages"
import { applyVoucherWorkflow, VOUCHER_NOT_APPLICABLE, VOUCHER_NOT_COMBINABLE } from "./workflows/apply-voucher"

const VOUCHER_REFUSED: CartRefusal = { status: 400, message: VALIDATION_MESSAGES.voucherInvalid }
const VOUCHER_NOT_COMBINED: CartRefusal = { status: 400, message: MESSAGES.voucherNotCombinable }
const QUOTATION_REFUSED: CartRefusal = { status: 400, message: VALIDATION_MESSAGES.quotationInvalid }

/** Medusa's own refusals of a code: unknown (`The promotion code X is invalid`), or ours when it applies to nothing. */
function isCodeRefusal(error: unknown): boolean {
  const { type, message } = (error ?? {}) as { type?: string; message?: string }
  if (message === VOUCHER_NOT_APPLICABLE) return true
  return type === MedusaError.Types.INVALID_DATA && /promotion code/i.test(message ?? "")
}

/** A voucher code (already trimmed and upper-cased) onto the cart; refused with the section-8 text, cart unchanged. */
export async function applyVoucher(call: CartCall, code: string): Promise<CartRefusal | void> {
  const { errors } = await applyVoucherWorkflow(call.scope).run({
    input: { cart_id: call.cartId, code },
    throwOnError: false,
  })
  if (!errors.length) return
  if (errors.some((failure) => (failure.error as { message?: string } | null)?.message === VOUCHER_NOT_COMBINABLE)) return VOUCHER_NOT_COMBINED
  if (errors.every((failure) => isCodeRefusal(failure.error))) return VOUCHER_REFUSED
  throw errors[0].error
}

/** A quotation number into the cart through the quotes plugin's source; refused with the section-8 text. */
export async function loadQuotation(call: CartCall, ref: string): Promise<CartRefusal | void> {
  const loaded = await quotationSourceOf(call.scope).loadIntoCart(call.scope, {
    ref,
    cartId: call.cartId,
    customerId: call.session.customerId ?? null,
  })
  if (!loaded) return QUOTATION_REFUSED
}
