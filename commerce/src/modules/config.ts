import type { InputConfigModules } from "@medusajs/framework/types"
import { bankAccountFromEnv } from "./bank-transfer/account"
import { DEFAULT_SMTP_FROM, DEFAULT_SMTP_URL } from "./smtp-notification/defaults"

/**
 * Payments: bank transfer (`pp_bank-transfer_default`, always: every order starts with its deferred session, see
 * docs/adr/002-payment-flow.md) and card payments through Stripe (`pp_stripe_stripe`) when STRIPE_API_KEY is set:
 * real Stripe, or the local Stripe-compatible server when STRIPE_API_HOST is set too (`npm start` sets both).
 * Medusa's system provider (pp_system_default) is always registered by the payment module.
 */
export function paymentModules(env: NodeJS.ProcessEnv): InputConfigModules {
  const providers: Record<string, unknown>[] = [
    {
      resolve: "./src/modules/bank-transfer",
      id: "default",
      // Throws in production mode without the real account: the engine does not start.
      options: bankAccountFromEnv(env),
    },
  ]
  if (env.STRIPE_API_KEY) {
    providers.push({
      resolve: "./src/modules/stripe-card",
      id: "stripe",
      options: {
        apiKey: env.STRIPE_API_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        // Medusa's default, explicit: the card is authorised at checkout and captured by a later step.
        capture: false,
        apiHost: env.STRIPE_API_HOST || undefined,
        apiPort: env.STRIPE_API_PORT || undefined,
        apiProtocol: env.STRIPE_API_PROTOCOL === "https" ? "https" : env.STRIPE_API_HOST ? "http" : undefined,
      },
    })
  }
  return [{ resolve: "@medusajs/medusa/payment", options: { providers } }]
}

/** E-mails (channel "email") over SMTP: MailDev locally, the relay of SMTP_URL in production; the admin feed as by default. */
export function notificationModule(env: NodeJS.ProcessEnv): InputConfigModules[number] {
  return {
    resolve: "@medusajs/medusa/notification",
    options: {
      providers: [
        // Medusa's default provider, kept: the admin's notification feed (imports, exports) uses it.
        { resolve: "@medusajs/medusa/notification-local", id: "local", options: { name: "Local Notification Provider", channels: ["feed"] } },
        {
          resolve: "./src/modules/smtp-notification",
          id: "smtp",
          options: { channels: ["email"], url: env.SMTP_URL || DEFAULT_SMTP_URL, from: env.SMTP_FROM || DEFAULT_SMTP_FROM },
        },
      ],
    },
  }
}
