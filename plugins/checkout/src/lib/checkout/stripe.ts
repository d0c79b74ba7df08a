import Stripe from "stripe"

/**
 * The Stripe client of the checkout (Checkout Sessions and PaymentIntent reads), configured from the same variables
 * as the `pp_stripe_stripe` provider (commerce/src/modules/config.ts): real Stripe, or the local Stripe-compatible
 * server when STRIPE_API_HOST is set. Null when no key is set: card payment is then unavailable.
 */
let cached: { signature: string; client: Stripe | null } | undefined

export function stripeClient(env: NodeJS.ProcessEnv = process.env): Stripe | null {
  const signature = [env.STRIPE_API_KEY, env.STRIPE_API_HOST, env.STRIPE_API_PORT, env.STRIPE_API_PROTOCOL].join("|")
  if (cached?.signature === signature) return cached.client
  let client: Stripe | null = null
  if (env.STRIPE_API_KEY) {
    client = env.STRIPE_API_HOST
      ? new Stripe(env.STRIPE_API_KEY, {
          host: env.STRIPE_API_HOST,
          port: env.STRIPE_API_PORT ? Number(env.STRIPE_API_PORT) : undefined,
          protocol: env.STRIPE_API_PROTOCOL === "https" ? "https" : "http",
        })
      : new Stripe(env.STRIPE_API_KEY)
  }
  cached = { signature, client }
  return client
}

export const CARD_PROVIDER_ID = "pp_stripe_stripe"
export const TRANSFER_PROVIDER_ID = "pp_bank-transfer_default"
