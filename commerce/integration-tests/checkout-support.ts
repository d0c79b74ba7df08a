import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { addToCartWorkflow } from "@medusajs/medusa/core-flows"
import { Visitor, type VisitorApi } from "./visitor"
import { createStripeLocalServer, signatureHeader, type StripeLocalServer, type WebhookEndpoint } from "@shop/stripe-local"

/** What the checkout suites share: a cookie-keeping visitor, the local Stripe server, a valid checkout form. */

export { Visitor } from "./visitor"
export type { Answer } from "./visitor"
/** The runner's client, with the base URL the webhooks must reach. */
export type Axios = VisitorApi & { defaults: { baseURL?: string } }

export const STRIPE_KEY = "sk_test_checkout_integration"
export const WEBHOOK_SECRET = "whsec_checkout_integration"
export const WEBHOOK_PATH = "/hooks/payment/stripe_stripe"

/**
 * The local Stripe server, started before the app boots (medusa-config reads the env then). Its webhook endpoint
 * list is filled once the app's address is known (`pointWebhooksAt`).
 */
export function useStripeLocal(): { server: () => StripeLocalServer; pointWebhooksAt: (baseUrl: string) => void } {
  const endpoints: WebhookEndpoint[] = []
  const env: Record<string, string> = {}
  let server: StripeLocalServer
  beforeAll(async () => {
    server = await createStripeLocalServer({ port: 0, webhookEndpoints: endpoints, retry: { maxAttempts: 3, baseDelayMs: 200 } })
    Object.assign(env, {
      STRIPE_API_KEY: STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: String(server.port),
      STRIPE_API_PROTOCOL: "http",
    })
    Object.assign(process.env, env)
  })
  afterAll(async () => {
    for (const name of Object.keys(env)) delete process.env[name]
    await server?.close()
  })
  return {
    server: () => server,
    pointWebhooksAt: (baseUrl: string) => {
      if (!endpoints.length) endpoints.push({ url: `${baseUrl}${WEBHOOK_PATH}`, secret: WEBHOOK_SECRET })
    },
  }
}

/** The shopper's click on the hosted page: accept, refuse or abandon. */
export async function payOnHostedPage(url: string, outcome: "accept" | "refuse" | "abandon"): Promise<string> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: `outcome=${outcome}`,
    redirect: "manual",
  })
  if (res.status !== 303) throw new Error(`hosted page answered ${res.status}`)
  return res.headers.get("location") ?? ""
}

/** Sends a stored Stripe event again, freshly signed, as Stripe does when it retries. */
export async function replayEvent(api: Axios, server: StripeLocalServer, eventId: string): Promise<number> {
  const payload = JSON.stringify(server.store.state.events[eventId])
  const res = await api.request({
    method: "POST",
    url: WEBHOOK_PATH,
    data: payload,
    headers: { "content-type": "application/json", "stripe-signature": signatureHeader(payload, WEBHOOK_SECRET) },
    transformRequest: [(d: unknown) => d],
    validateStatus: () => true,
  })
  return res.status
}

export const VALID_CHECKOUT = {
  contact: { firstName: "Claire", lastName: "Dupont", email: "claire.dupont@exemple.fr", phone: "0612345678" },
  billing: {
    firstName: "Claire",
    lastName: "Dupont",
    isCompany: false,
    address: "3 rue des Lilas",
    zipCode: "69003",
    locality: "Lyon",
    countryCode: "FR",
  },
  delivery: { type: "home" },
  cart: {},
}

export function sqlOf(container: MedusaContainer) {
  return async <T = any>(text: string, params: (string | number)[] = []): Promise<T[]> =>
    (await container.resolve(ContainerRegistrationKeys.PG_CONNECTION).raw(text, params)).rows as T[]
}

/** A new visitor whose session cart holds `quantity` of the product with this EAN (through Medusa's workflow). */
export async function shopperWithCart(api: Axios, container: MedusaContainer, ean: string, quantity: number, ip?: string): Promise<Visitor> {
  const sql = sqlOf(container)
  const v = new Visitor(api, ip)
  await v.call("GET", "/api/auth")
  const [cart] = await sql<{ id: string }>("select id from cart order by created_at desc limit 1")
  const [variant] = await sql<{ id: string }>("select id from product_variant where ean = ? and deleted_at is null", [ean])
  if (quantity > 0) await addToCartWorkflow(container).run({ input: { cart_id: cart.id, items: [{ variant_id: variant.id, quantity }] } })
  return v
}

export async function waitFor<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const started = Date.now()
  let value = await probe()
  while (!done(value) && Date.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    value = await probe()
  }
  return value
}
