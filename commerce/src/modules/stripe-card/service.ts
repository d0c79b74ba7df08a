import StripeProviderService from "@medusajs/payment-stripe/dist/services/stripe-provider"
import type { StripeOptions } from "@medusajs/payment-stripe/dist/types"
import Stripe from "stripe"

/**
 * Medusa's Stripe options plus where the Stripe API is. Without `apiHost` the client talks to
 * api.stripe.com (real keys); with it, to the local Stripe-compatible server of `npm start` and the tests.
 */
export type StripeCardOptions = StripeOptions & {
  apiHost?: string
  apiPort?: number | string
  apiProtocol?: "http" | "https"
}

/**
 * The shop's card provider (`pp_stripe_stripe`): Medusa's own Stripe provider, whose constructor builds
 * `new Stripe(apiKey)` with no host option, with its client swapped for one pointed at `apiHost`.
 */
export default class StripeCardProviderService extends StripeProviderService {
  constructor(cradle: Record<string, unknown>, options: StripeCardOptions) {
    super(cradle, options)
    if (options.apiHost) {
      // stripe is pinned to the version @medusajs/payment-stripe 2.21.2 itself uses (15.12.0).
      this.stripe_ = new Stripe(options.apiKey, {
        host: options.apiHost,
        port: options.apiPort === undefined || options.apiPort === "" ? undefined : Number(options.apiPort),
        protocol: options.apiProtocol ?? "http",
      })
    }
  }

  /** The API host the client calls (tests, start-up log). */
  get apiHost(): string {
    return (this.stripe_ as unknown as { getApiField(field: string): string }).getApiField("host")
  }
}
