import { createWorkflow, transform, when, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import {
  acquireLockStep,
  addShippingMethodToCartStep,
  findOrCreateCustomerStep,
  listShippingOptionsForCartWithPricingWorkflow,
  refreshCartItemsWorkflow,
  releaseLockStep,
  removeShippingMethodFromCartStep,
  updateCartsStep,
} from "@medusajs/medusa/core-flows"
import { checkoutCartDetails, homeDeliveryMethod } from "../../../lib/checkout/cart-details"
import { ORDER_CLIENT_IP_KEY, ORDER_NUMBER_KEY, ORDER_SECRET_HASH_KEY, ORDER_SECRET_NONCE_KEY } from "../../../lib/order/record"
import type { UnpaidOrderCaps } from "../../../lib/options"
import { checkCartStockStep } from "../steps/check-cart-stock"
import { checkUnpaidOrderCapsStep } from "../steps/check-unpaid-order-caps"
import { completeCartUnderStockLocksStep } from "../steps/complete-cart-under-stock-locks"
import { ensureDeferredPaymentSessionStep } from "../steps/ensure-deferred-payment-session"
import { findOrderOfCartStep } from "../steps/find-order-of-cart"
import { keepCartAddressesStep } from "../steps/keep-cart-addresses"
import { prepareCheckoutStep } from "../steps/prepare-checkout"

type CartAddress = Record<string, unknown> & { address_1: string; postal_code: string; city: string; country_code: string }

export type SubmitCheckoutInput = {
  cart_id: string
  email: string
  billing_address: CartAddress
  shipping_address: CartAddress
  delivery_type: string
  delivery_comment?: string
  /** The caller's account (null for a guest) and IP: the caps on open unpaid orders count by them. */
  customer_id: string | null
  client_ip: string
  unpaid_order_caps: UnpaidOrderCaps
  /** Owner of this run's locks (unique per run: a lock without owner would be re-entrant for everyone on Redis). */
  lock_owner: string
}
export type SubmitCheckoutResult = { order_id: string; created: boolean }

/** Seconds a second submit of the same cart waits for the first, and how long a run may hold the cart. */
const CART_LOCK = { timeout: 60, ttl: 180 }
/**
 * The e-mail lock covers update-cart alone (a second or two): a short life, so that when the replica holding it
 * dies, the same e-mail's other submits get it back after 20 s instead of waiting out their 60 s and failing (the
 * topology's kill test saw 409s from exactly that).
 */
const EMAIL_LOCK = { timeout: 60, ttl: 20 }
/** Seconds between two tries of the cart's lock (Medusa's default 0.3 s adds that much to a double click). */
const RETRY_INTERVAL = 0.05

/**
 * The customer's cart becomes an order in CHECK_OUT with its stock reserved, in one workflow whose steps compensate
 * (issue 10 item 3, issue 11 item 4):
 * 1. the cart's lock (a double click waits, then answers the order the first click made);
 * 2. read: not empty, the home delivery option, the number and secret (hash + nonce) of the order to be; the caps
 *    on open unpaid orders per account and per IP (issue 11 item 12);
 * 3. Medusa's own cart steps: the customer (the account, or the guest of the e-mail), the contact, addresses,
 *    delivery choice, number and secret hash in the cart's metadata (completion copies them into the order row),
 *    the home delivery method priced for the address, then one forced refresh of the cart (prices, taxes,
 *    promotions, delivery, payment collection), and a deferred transfer session. Medusa's update-cart and
 *    add-shipping-method workflows would each refresh the whole cart (~140 ms of CPU each on a 2-core machine);
 * 4. a stock read (once the stock is gone, the next shoppers are refused without queueing), then under the
 *    variants' locks Medusa's complete-cart: its `validate` hook refuses a line beyond the stock, its `orderCreated`
 *    hook writes the CHECK_OUT state row (steps/complete-cart-under-stock-locks.ts, src/workflows/hooks/).
 * A failure anywhere undoes what was done: no order, no reservation, no state row, the locks released.
 */
export const customerSubmitCheckoutWorkflow = createWorkflow(
  "customer-submit-checkout",
  (input: WorkflowData<SubmitCheckoutInput>) => {
    const cartLock = transform({ input }, ({ input }) => `checkout:${input.cart_id}`)
    acquireLockStep({ key: cartLock, ownerId: input.lock_owner, retryInterval: RETRY_INTERVAL, ...CART_LOCK }).config({
      name: "shop-acquire-cart-lock",
    })
    const existing = findOrderOfCartStep({ cart_id: input.cart_id })

    const made = when("shop-submit-new-order", { existing }, ({ existing }) => !existing.order_id).then(() => {
      const prepared = prepareCheckoutStep(
        transform({ input }, ({ input }) => ({ cart_id: input.cart_id, shipping_country_code: input.shipping_address.country_code }))
      )
      checkUnpaidOrderCapsStep(
        transform({ input }, ({ input }) => ({ customer_id: input.customer_id, client_ip: input.client_ip, caps: input.unpaid_order_caps }))
      )
      checkCartStockStep({ cart_id: input.cart_id })
      // Medusa's find-or-create-customer creates the guest customer of the e-mail: two guests submitting with one
      // e-mail at once would both create it, and the second fail ("Customer with email … already exists").
      const emailLock = transform({ input }, ({ input }) => `checkout-email:${input.email.trim().toLowerCase()}`)
      acquireLockStep({ key: emailLock, ownerId: input.lock_owner, retryInterval: RETRY_INTERVAL, ...EMAIL_LOCK }).config({
        name: "shop-acquire-email-lock",
      })
      const { customer } = findOrCreateCustomerStep(
        transform({ input, prepared }, ({ input, prepared }) => ({ customerId: prepared.customer_id, email: input.email }))
      )
      keepCartAddressesStep({ cart_id: input.cart_id })
      updateCartsStep(
        transform({ input, prepared, customer }, ({ input, prepared, customer }) => [
          checkoutCartDetails({
            cart_id: input.cart_id,
            email: input.email,
            billing_address: input.billing_address,
            shipping_address: input.shipping_address,
            customer,
            metadata: {
              deliveryType: input.delivery_type,
              ...(input.delivery_comment ? { deliveryComment: input.delivery_comment } : {}),
              [ORDER_NUMBER_KEY]: prepared.order_number,
              [ORDER_SECRET_NONCE_KEY]: prepared.secret_nonce,
              [ORDER_SECRET_HASH_KEY]: prepared.secret_hash,
              [ORDER_CLIENT_IP_KEY]: input.client_ip,
            },
          }),
        ])
      )
      releaseLockStep({ key: emailLock, ownerId: input.lock_owner }).config({ name: "shop-release-email-lock" })
      // Home delivery, priced by Medusa for this cart and address (an option outside the address's zones is refused).
      const options = listShippingOptionsForCartWithPricingWorkflow.runAsStep({
        input: transform({ prepared }, ({ prepared }) => ({
          cart_id: prepared.cart_id,
          options: [{ id: prepared.home_delivery_option_id }],
          is_return: false,
        })),
      })
      removeShippingMethodFromCartStep(transform({ prepared }, ({ prepared }) => ({ shipping_method_ids: prepared.shipping_method_ids })))
      addShippingMethodToCartStep(
        transform({ options, prepared }, ({ options, prepared }) => ({
          shipping_methods: [homeDeliveryMethod(options, prepared.home_delivery_option_id, prepared.cart_id)],
        }))
      )
      // One full refresh, after every change: prices read again, tax lines of the lines and the delivery for this
      // address, promotions, the delivery method checked and priced again, the payment collection's amount.
      refreshCartItemsWorkflow.runAsStep({
        input: transform({ prepared }, ({ prepared }) => ({ cart_id: prepared.cart_id, force_refresh: true })),
      })
      ensureDeferredPaymentSessionStep({ cart_id: input.cart_id })
      const completed = completeCartUnderStockLocksStep(
        transform({ prepared }, ({ prepared }) => ({ cart_id: prepared.cart_id, stock_lock_keys: prepared.stock_lock_keys }))
      )
      return completed
    })

    releaseLockStep({ key: cartLock, ownerId: input.lock_owner }).config({ name: "shop-release-cart-lock" })
    return new WorkflowResponse(
      transform({ existing, made }, ({ existing, made }): SubmitCheckoutResult => ({
        order_id: existing.order_id ?? made!.id,
        created: !existing.order_id,
      }))
    )
  }
)
