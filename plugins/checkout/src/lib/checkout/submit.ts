import type { MedusaContainer } from "@medusajs/framework/types"
import { requireStorefrontContext } from "@shop/compat-api/lib/session/answer"
import type { ShopSession } from "@shop/server-kit"
import { VALIDATION_MESSAGES, type ApiOrder, type CheckoutInput } from "@shop/shared"
import { randomUUID } from "node:crypto"
import { customerSubmitCheckoutWorkflow } from "../../workflows/checkout/workflows/customer-submit-checkout"
import { CHECKOUT_MESSAGES } from "../messages"
import { checkoutOptions, type UnpaidOrderCaps } from "../options"
import { toApiOrder } from "../order/map"
import { loadOrder } from "../order/query"
import { orderSecretOf } from "../order/secret-access"
import { rememberOrder } from "./access"
import { checkoutAddresses } from "./addresses"
import { isStockError } from "./stock"

export type SubmitResult = { ok: true; order: ApiOrder; created: boolean } | { ok: false; status: 409; message: string }

function refusal(error: unknown, caps: UnpaidOrderCaps): string | null {
  const message = String((error as { message?: unknown } | null)?.message ?? "")
  if (message === CHECKOUT_MESSAGES.emptyCart) return CHECKOUT_MESSAGES.emptyCart
  if (message === CHECKOUT_MESSAGES.deliveryUnavailable) return message
  if (message === VALIDATION_MESSAGES.deliveryCountryUnavailable) return message
  if (message === CHECKOUT_MESSAGES.tooManyUnpaidOrders(caps.perAccount)) return message
  if (message === CHECKOUT_MESSAGES.tooManyUnpaidOrdersFromIp) return message
  return isStockError(error) ? CHECKOUT_MESSAGES.stockUnavailable : null
}

/**
 * POST /api/checkout/submit: runs `customer-submit-checkout` on the session's cart and answers the order with its
 * secret (this session made it, and remembers it for the payment). A refused cart (empty, beyond the stock, an
 * address the delivery does not serve) is a 409 with nothing left behind: the workflow compensated.
 */
export async function submitCheckout(
  scope: MedusaContainer,
  session: ShopSession,
  input: CheckoutInput,
  clientIp: string
): Promise<SubmitResult> {
  await requireStorefrontContext(scope)
  const caps = checkoutOptions(scope).unpaidOrderCaps
  const cartId = session.cartId
  if (!cartId) return { ok: false, status: 409, message: CHECKOUT_MESSAGES.emptyCart }
  const { billing, shipping } = checkoutAddresses(input)
  let result: { order_id: string; created: boolean }
  try {
    ;({ result } = await customerSubmitCheckoutWorkflow(scope).run({
      input: {
        cart_id: cartId,
        email: input.contact.email,
        billing_address: billing,
        shipping_address: shipping,
        delivery_type: input.delivery.type,
        delivery_comment: input.delivery.comment || undefined,
        customer_id: session.customerId ?? null,
        client_ip: clientIp,
        unpaid_order_caps: caps,
        lock_owner: `checkout:${randomUUID()}`,
      },
    }))
  } catch (error) {
    const message = refusal(error, caps)
    if (message) return { ok: false, status: 409, message }
    throw error
  }
  rememberOrder(session, result.order_id)
  const order = await loadOrder(scope, result.order_id)
  if (!order) throw new Error(`order ${result.order_id} vanished`)
  return { ok: true, order: toApiOrder(order, orderSecretOf(scope, order) ?? ""), created: result.created }
}
