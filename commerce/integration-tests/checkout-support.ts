import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { Visitor, type VisitorApi } from "./visitor"
import { staffVisitor } from "./http/kit/staff"
import { sqlOf } from "./helpers"
import { createStripeLocalServer, signatureHeader, type StripeLocalServer, type WebhookEndpoint } from "@shop/stripe-local"
import { settleDelayedEvents } from "./delayed-events"
import { sharedCardGateway } from "./shared-engine"

/** What the checkout suites share: a cookie-keeping visitor, the local Stripe server, a valid checkout form. */

export { Visitor } from "./visitor"
export { sqlOf } from "./helpers"
export type { Answer } from "./visitor"
/** The runner's client, with the base URL the webhooks must reach. */
export type Axios = VisitorApi & { defaults: { baseURL?: string } }

export const STRIPE_KEY = "sk_test_checkout_integration"
export const WEBHOOK_SECRET = "whsec_checkout_integration"
export const WEBHOOK_PATH = "/hooks/payment/stripe_stripe"

/** The card gateway's settings as the engine reads them at boot (medusa-config), pointing at `server`. */
export function cardGatewayEnv(server: StripeLocalServer): Record<string, string> {
  return {
    STRIPE_API_KEY: STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: "127.0.0.1",
    STRIPE_API_PORT: String(server.port),
    STRIPE_API_PROTOCOL: "http",
  }
}

/** The local Stripe server of the suites, delivering webhooks to `endpoints` (filled once the app's address is known). */
export function startCardGateway(endpoints: WebhookEndpoint[]): Promise<StripeLocalServer> {
  return createStripeLocalServer({ port: 0, webhookEndpoints: endpoints, retry: { maxAttempts: 3, baseDelayMs: 200 } })
}

/**
 * The local Stripe server, started before the app boots (medusa-config reads the env then). Its webhook endpoint
 * list is filled once the app's address is known (`pointWebhooksAt`). In a group of specs sharing one engine
 * (shared-engine.ts), the group's server instead, as if new: no endpoint and nothing stored.
 */
export function useStripeLocal(): { server: () => StripeLocalServer; pointWebhooksAt: (baseUrl: string) => void } {
  let endpoints: WebhookEndpoint[] = []
  const env: Record<string, string> = {}
  let server: StripeLocalServer
  beforeAll(async () => {
    const shared = sharedCardGateway()
    if (shared) {
      ;({ server, endpoints } = shared)
      endpoints.length = 0
      const state = server.store.state as unknown as Record<string, unknown>
      for (const key of Object.keys(state)) state[key] = Array.isArray(state[key]) ? [] : {}
      return
    }
    server = await startCardGateway(endpoints)
    Object.assign(env, cardGatewayEnv(server))
    Object.assign(process.env, env)
  })
  // A webhook the gateway still has to deliver belongs to the test that paid: delivered, then settled with the
  // engine's other delayed work (delayed-events.ts), before the next test's database copy replaces this one (it
  // would meet a closed pool, or a payment session that no longer exists).
  afterEach(async () => {
    await server?.webhooks.idle()
    await settleDelayedEvents()
  })
  afterAll(async () => {
    if (sharedCardGateway()) return
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

/** A new visitor whose session cart holds `quantity` of the product with this EAN, added as the shop does. */
export async function shopperWithCart(api: Axios, _container: MedusaContainer, ean: string, quantity: number, ip?: string): Promise<Visitor> {
  const v = new Visitor(api, ip)
  await v.call("GET", "/api/auth")
  // The session's cart is made by its first add, as in the shop.
  if (quantity > 0) {
    const added = await v.call("PUT", "/api/cart", { ean, quantity })
    if (added.status !== 200) throw new Error(`adding ${ean} answered ${added.status}`)
  }
  return v
}

let verifications = 0
/**
 * Staff's verification of a pro's company (issue 11 item 12: only verified pros may pay by transfer), as a staff
 * member does it: a staff login holding `users` ticks "pro vérifié" through `PUT /api/users/{id}` (the customer desk,
 * which writes `metadata.pro_verified_at`). The personal fields the form requires are sent with it.
 */
export async function verifyPro(container: MedusaContainer, api: Axios, email: string, pro = { company: "Chauffage Pro", siret: "73282932000074" }): Promise<void> {
  const [customer] = await container.resolve(Modules.CUSTOMER).listCustomers({ email })
  if (!customer) throw new Error(`no customer ${email}`)
  verifications += 1
  const desk = await staffVisitor(container, api, `verif-pro-${verifications}-${Date.now()}`, ["users"], `10.84.${verifications % 250}.1`)
  const res = await desk.call("PUT", `/api/users/${customer.id}`, {
    firstName: "Paul",
    lastName: "Durand",
    phone: "06 12 34 56 78",
    address: "12 rue des Lilas",
    zipCode: "69003",
    locality: "Lyon",
    countryCode: "FR",
    isPro: true,
    ...pro,
    proVerified: true,
  })
  if (res.status !== 200) throw new Error(`staff verification of ${email} answered ${res.status}: ${JSON.stringify(res.data)}`)
}

/**
 * A pro signed up through the API (company and a valid SIRET), with one of the product in the session's cart;
 * verified by staff (so offered the transfer) when `verifiedIn` is given.
 */
export async function proShopperWithCart(api: Axios, ean: string, email: string, verifiedIn?: MedusaContainer, ip?: string): Promise<Visitor> {
  const pro = new Visitor(api, ip)
  const signup = await pro.call("POST", "/api/auth", {
    email,
    password: "Chaleur#2026",
    cgu: true,
    newsletter: false,
    isPro: true,
    company: "Chauffage Pro",
    siret: "73282932000074",
  })
  if (signup.status !== 201) throw new Error(`pro sign-up answered ${signup.status}`)
  if (verifiedIn) await verifyPro(verifiedIn, api, email)
  const added = await pro.call("PUT", "/api/cart", { ean, quantity: 1 })
  if (added.status !== 200) throw new Error(`adding ${ean} answered ${added.status}`)
  return pro
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

/** What a run of the abandoned-checkout cleanup job did (the checkout plugin's function, typed by what tests use). */
export type AbandonedCheckoutRun = { cancelled: string[]; settled: string[]; kept: string[]; failed: string[]; swept: string[] }

/** The cleanup job's function, run by the tests with a moved clock. */
export const { expireAbandonedCheckouts } = require("@shop/checkout/lib/checkout/expire-abandoned") as {
  expireAbandonedCheckouts(container: MedusaContainer, options?: { now?: Date; maxAgeMinutes?: number }): Promise<AbandonedCheckoutRun>
}

/** The job's clock, moved past the abandonment age (2 h by default). */
export const hoursLater = (hours: number) => new Date(Date.now() + hours * 3600_000)

/** Rows of a table that are not soft-deleted. */
export async function liveRows(container: MedusaContainer, table: string): Promise<number> {
  return (await sqlOf(container)<{ n: number }>(`select count(*)::int as n from ${table} where deleted_at is null`))[0].n
}
