import { integrationTestRunner } from "../runner"
import type { IPaymentModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStripeLocalServer, type StripeLocalServer } from "@shop/stripe-local"

jest.setTimeout(180 * 1000)

const API_KEY = "sk_test_commerce_integration"

// The local Stripe-compatible server on a random port, started before the app boots so that
// medusa-config registers pp_stripe_stripe pointed at it.
// The runner applies its own `env` option only after loading medusa-config: process.env is set here instead.
const env: Record<string, string> = {}
let server: StripeLocalServer

beforeAll(async () => {
  server = await createStripeLocalServer({ port: 0 })
  Object.assign(env, {
    STRIPE_API_KEY: API_KEY,
    STRIPE_WEBHOOK_SECRET: "whsec_commerce_integration",
    STRIPE_API_HOST: "127.0.0.1",
    STRIPE_API_PORT: String(server.port),
    STRIPE_API_PROTOCOL: "http",
  })
  Object.assign(process.env, env)
})
afterAll(async () => {
  for (const name of Object.keys(env)) delete process.env[name]
  await server.close()
})

/** Stripe's HTTP API on the local server, as the dashboard would show the object. */
async function stripeGet(path: string): Promise<{ status: number; body: Record<string, any> }> {
  const response = await fetch(`${server.url}/v1/${path}`, { headers: { authorization: `Bearer ${API_KEY}` } })
  return { status: response.status, body: (await response.json()) as Record<string, any> }
}

async function stripePost(path: string, form: Record<string, string>): Promise<Record<string, any>> {
  const response = await fetch(`${server.url}/v1/${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${API_KEY}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  })
  return (await response.json()) as Record<string, any>
}

integrationTestRunner({
  inApp: true,
  testSuite: ({ getContainer }) => {
    const payments = () => getContainer().resolve<IPaymentModuleService>(Modules.PAYMENT)

    it("registers the card provider beside Medusa's system provider and the bank transfer", async () => {
      const providers = await payments().listPaymentProviders({})
      expect(providers.map((provider) => provider.id).sort()).toEqual(["pp_bank-transfer_default", "pp_stripe_stripe", "pp_system_default"])
    })

    it("creates the PaymentIntent on the local server for a payment session, then authorises the confirmed card", async () => {
      const collection = await payments().createPaymentCollections({ currency_code: "eur", amount: 1234.56 })
      const session = await payments().createPaymentSession(collection.id, {
        provider_id: "pp_stripe_stripe",
        currency_code: "eur",
        amount: 1234.56,
        data: {},
      })
      const intentId = (session.data as { id?: string }).id
      expect(intentId).toMatch(/^pi_/)

      const { status, body: intent } = await stripeGet(`payment_intents/${intentId}`)
      expect(status).toBe(200)
      // Medusa's major units become Stripe's integer cents; the intent points back at the session.
      expect(intent).toMatchObject({
        amount: 123_456,
        currency: "eur",
        capture_method: "manual",
        status: "requires_payment_method",
        metadata: { session_id: session.id },
      })

      // The shopper pays on the hosted page (here: Stripe's API with a test card), then checkout authorises.
      expect(await stripePost(`payment_intents/${intentId}/confirm`, { payment_method: "pm_card_visa" })).toMatchObject({ status: "requires_capture" })
      const payment = await payments().authorizePaymentSession(session.id, {})
      expect(payment).toMatchObject({ provider_id: "pp_stripe_stripe", currency_code: "eur" })
      const [authorised] = await payments().listPaymentSessions({ id: session.id })
      expect(authorised.status).toBe("authorized")
    })

    it("refuses to authorise a session whose card was declined", async () => {
      const collection = await payments().createPaymentCollections({ currency_code: "eur", amount: 89 })
      const session = await payments().createPaymentSession(collection.id, {
        provider_id: "pp_stripe_stripe",
        currency_code: "eur",
        amount: 89,
        data: {},
      })
      const intentId = (session.data as { id: string }).id
      const declined = await stripePost(`payment_intents/${intentId}/confirm`, { payment_method: "pm_card_chargeDeclined" })
      expect(declined.error).toMatchObject({ code: "card_declined" })
      await expect(payments().authorizePaymentSession(session.id, {})).rejects.toThrow(/was not authorized with the provider/)
      const [stillOpen] = await payments().listPaymentSessions({ id: session.id })
      expect(stillOpen.status).not.toBe("authorized")
    })
  },
})
