import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { CATALOGUE } from "../../src/scripts/seed/catalogue"
import { proShopperWithCart, shopperWithCart, sqlOf, VALID_CHECKOUT, verifyPro, Visitor, type Axios } from "../checkout-support"
import { settle, useMailDev } from "./kit/accounts"

jest.setTimeout(300 * 1000)

/**
 * Issue 11 item 12 ("Stock held at will"): transfer only for staff-verified pros, PENDING orders reminded then
 * cancelled, caps on open unpaid orders per account and per IP, rate limits on sign-up and submit. The specs' shop
 * runs with raised per-IP limits (jest.config.js, as the journeys'); this file puts the production defaults back
 * on its engine's options, which are read per request.
 */
const { DEFAULT_SIGNUP_RATE_LIMIT, DEFAULT_CHECKOUT_RATE_LIMIT } = require("@shop/compat-api/lib/options") as {
  DEFAULT_SIGNUP_RATE_LIMIT: { perIp: number; windowMs: number }
  DEFAULT_CHECKOUT_RATE_LIMIT: { perIp: number; windowMs: number }
}
const { DEFAULT_UNPAID_ORDER_CAPS } = require("@shop/checkout/lib/options") as { DEFAULT_UNPAID_ORDER_CAPS: { perAccount: number; perIp: number } }
type PendingRun = { reminded: string[]; cancelled: string[]; kept: string[]; failed: string[] }
const { expirePendingTransfers } = require("@shop/checkout/lib/checkout/expire-pending") as {
  expirePendingTransfers(container: MedusaContainer, options?: { now?: Date }): Promise<PendingRun>
}

const TRANSFER_PRO_ONLY = "Le paiement par virement est réservé aux clients professionnels connectés."
const AWAITS_VERIFICATION =
  "Le paiement par virement vous sera proposé dès que notre équipe aura vérifié votre entreprise. En attendant, vous pouvez régler par carte bancaire."
const ACCOUNT_CAP = "Vous avez déjà 3 commandes en attente de paiement. Réglez-les, ou attendez leur annulation, avant d'en passer une nouvelle."
const IP_CAP = "Trop de commandes en attente de paiement ont été passées depuis votre connexion. Veuillez réessayer plus tard ou nous contacter."
const TOO_MANY_SIGNUPS = "Trop de comptes ont été créés depuis votre connexion. Veuillez réessayer plus tard."
const TOO_MANY_SUBMITS = "Trop de commandes envoyées depuis votre connexion. Veuillez réessayer dans quelques minutes."

const product = CATALOGUE.find((p) => p.stock >= 40)!
const mailbox = useMailDev()
const daysLater = (days: number) => new Date(Date.now() + days * 24 * 3600_000)

integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let sql: ReturnType<typeof sqlOf>
    const http = api as unknown as Axios

    beforeAll(async () => {
      container = getContainer()
      sql = sqlOf(container)
      const config = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE) as { plugins: ({ resolve?: string; options?: Record<string, unknown> } | string)[] }
      const options = (name: string) => {
        const entry = config.plugins.find((plugin) => typeof plugin !== "string" && plugin.resolve === name) as { options: Record<string, unknown> }
        return (entry.options ??= {})
      }
      Object.assign(options("@shop/compat-api"), { signupRateLimit: DEFAULT_SIGNUP_RATE_LIMIT, checkoutRateLimit: DEFAULT_CHECKOUT_RATE_LIMIT })
      Object.assign(options("@shop/checkout"), { unpaidOrderCaps: DEFAULT_UNPAID_ORDER_CAPS })
    })

    const count = async (text: string, params: string[] = []) => (await sql<{ n: number }>(text, params))[0].n
    const stateOf = async (orderNumber: string) =>
      (await sql<{ state: string }>(
        `select s.state from order_state s join order_access a on a.order_id = s.order_id where a.order_number = ? and s.deleted_at is null`,
        [orderNumber]
      ))[0]?.state
    const submit = (v: Visitor, email = VALID_CHECKOUT.contact.email) =>
      v.call("POST", "/api/checkout/submit", { ...VALID_CHECKOUT, contact: { ...VALID_CHECKOUT.contact, email } })
    const payByTransfer = (v: Visitor, orderNumber: string) =>
      v.call("PUT", "/api/checkout/createPaiement", { orderNumber, paiementId: "v1", type: "transfer" })

    describe("bank transfer for staff-verified pros only", () => {
      it("refuses an unverified pro with a French 403, nothing changed; once verified the same order goes PENDING", async () => {
        const email = "achats@pro-non-verifie.fr"
        const pro = await proShopperWithCart(http, product.ean, email, undefined, "10.11.0.1")
        expect((await pro.call("GET", "/api/auth")).data).toMatchObject({ isPro: true, proVerified: false })
        const order = (await submit(pro, email)).data
        const refused = await payByTransfer(pro, order.orderNumber)
        expect(refused.status).toBe(403)
        expect(refused.data).toEqual({ message: AWAITS_VERIFICATION })
        expect(await stateOf(order.orderNumber)).toBe("CHECK_OUT")
        expect(await count(`select count(*)::int as n from order_state_transition where "to" = 'PENDING'`)).toBe(0)

        await verifyPro(container, http, email)
        expect((await pro.call("GET", "/api/auth")).data).toMatchObject({ isPro: true, proVerified: true })
        const paid = await payByTransfer(pro, order.orderNumber)
        expect(paid.status).toBe(200)
        expect(paid.data).toMatchObject({ type: "transfer", order: { state: "PENDING" } })
      })

      it("still refuses a consumer with the pro-only text", async () => {
        const v = await shopperWithCart(http, container, product.ean, 1, "10.11.0.2")
        const order = (await submit(v)).data
        const refused = await payByTransfer(v, order.orderNumber)
        expect(refused.status).toBe(403)
        expect(refused.data).toEqual({ message: TRANSFER_PRO_ONLY })
      })
    })

    describe("PENDING orders: one reminder after 5 days, cancelled with the stock released after 10", () => {
      it("reminds once, then cancels and releases the reservation", async () => {
        const email = "compta@pro-lent.fr"
        const pro = await proShopperWithCart(http, product.ean, email, container, "10.11.0.3")
        const order = (await submit(pro, email)).data
        expect((await payByTransfer(pro, order.orderNumber)).status).toBe(200)
        const reserved = () => count(`select count(*)::int as n from reservation_item where deleted_at is null`)
        expect(await reserved()).toBe(1)

        expect(await expirePendingTransfers(container, { now: daysLater(4) })).toEqual({ reminded: [], cancelled: [], kept: [], failed: [] })
        const first = await expirePendingTransfers(container, { now: daysLater(6) })
        expect(first.reminded).toHaveLength(1)
        const mail = await mailbox.waitFor(email, 1, "pending-transfer-reminder")
        expect(mail.subject).toBe(`Votre commande ${order.orderNumber} attend votre virement`)
        expect(mail.text).toContain(`référence à indiquer ${order.orderNumber}`)
        expect(mail.text).toContain(`/order/details?order=${order.orderNumber}&security=${order.security}`)
        // A later run within the window sends nothing more.
        await expirePendingTransfers(container, { now: daysLater(8) })
        await settle()
        expect((await mailbox.to(email)).filter((m) => m.headers["x-shop-template"] === "pending-transfer-reminder")).toHaveLength(1)
        expect(await stateOf(order.orderNumber)).toBe("PENDING")
        expect(await reserved()).toBe(1)

        const last = await expirePendingTransfers(container, { now: daysLater(11) })
        expect(last.cancelled).toHaveLength(1)
        expect(await stateOf(order.orderNumber)).toBe("CANCELLED")
        expect(await reserved()).toBe(0)
        expect(
          await sql(`select "from", "to", actor_type, actor_id, reason from order_state_transition where "to" = 'CANCELLED'`)
        ).toEqual([{ from: "PENDING", to: "CANCELLED", actor_type: "system", actor_id: "expire-pending-transfer", reason: "Virement non reçu dans le délai" }])
        // Nothing left to do on the next run.
        expect(await expirePendingTransfers(container, { now: daysLater(12) })).toEqual({ reminded: [], cancelled: [], kept: [], failed: [] })
      })

      it("leaves an order staff marked paid meanwhile", async () => {
        const email = "compta@pro-paye.fr"
        const pro = await proShopperWithCart(http, product.ean, email, container, "10.11.0.4")
        const order = (await submit(pro, email)).data
        expect((await payByTransfer(pro, order.orderNumber)).status).toBe(200)
        await sql(`update order_state set state = 'PAYED' where order_id = (select order_id from order_access where order_number = ?)`, [order.orderNumber])
        expect(await expirePendingTransfers(container, { now: daysLater(11) })).toEqual({ reminded: [], cancelled: [], kept: [], failed: [] })
        expect(await stateOf(order.orderNumber)).toBe("PAYED")
      })
    })

    describe("caps on open unpaid orders", () => {
      const orderAgain = async (v: Visitor) => {
        expect((await v.call("PUT", "/api/cart", { ean: product.ean, quantity: 1 })).status).toBe(200)
        return submit(v)
      }

      it("3 per account: the 4th is refused in French and nothing is made; another account may order", async () => {
        const v = new Visitor(http, "10.11.0.5")
        expect((await v.call("POST", "/api/auth", { email: "jean@cap.fr", password: "Chaleur#2026", cgu: true, newsletter: false, isPro: false })).status).toBe(201)
        for (let i = 0; i < 3; i += 1) expect((await orderAgain(v)).status).toBe(201)
        const orders = await count(`select count(*)::int as n from "order" where deleted_at is null`)
        const refused = await orderAgain(v)
        expect(refused.status).toBe(409)
        expect(refused.data).toEqual({ message: ACCOUNT_CAP })
        expect(await count(`select count(*)::int as n from "order" where deleted_at is null`)).toBe(orders)
        // The cart is kept for when a payment frees a place.
        expect((await v.call("GET", "/api/auth")).data.cart.products).toHaveLength(1)
        // A cancelled order frees its place.
        await sql(`update order_state set state = 'CANCELLED' where order_id = (select order_id from order_access where customer_id is not null limit 1)`)
        expect((await submit(v)).status).toBe(201)
      })

      it("10 per IP, guests included; another IP is not concerned", async () => {
        for (let i = 0; i < 10; i += 1) {
          const v = await shopperWithCart(http, container, product.ean, 1, "10.11.0.6")
          expect((await submit(v)).status).toBe(201)
        }
        const v = await shopperWithCart(http, container, product.ean, 1, "10.11.0.6")
        const refused = await submit(v)
        expect(refused.status).toBe(409)
        expect(refused.data).toEqual({ message: IP_CAP })
        const other = await shopperWithCart(http, container, product.ean, 1, "10.11.0.7")
        expect((await submit(other)).status).toBe(201)
      })
    })

    describe("rate limits", () => {
      it("10 sign-ups per IP an hour, then 429 with Retry-After and no account made", async () => {
        const signup = (i: number, ip = "10.11.0.8") =>
          new Visitor(http, ip).call("POST", "/api/auth", { email: `client${i}@limite.fr`, password: "Chaleur#2026", cgu: true, newsletter: false, isPro: false })
        for (let i = 0; i < 10; i += 1) expect((await signup(i)).status).toBe(201)
        const blocked = await signup(10)
        expect(blocked.status).toBe(429)
        expect(blocked.headers["retry-after"]).toBeDefined()
        expect(blocked.data).toEqual({ message: TOO_MANY_SIGNUPS })
        expect(await count(`select count(*)::int as n from customer where email = 'client10@limite.fr'`)).toBe(0)
        // Another IP is not concerned.
        expect((await signup(11, "10.11.0.9")).status).toBe(201)
      })

      it("30 checkout submits per IP an hour, then 429 with Retry-After", async () => {
        const v = await shopperWithCart(http, container, product.ean, 0, "10.11.0.10")
        for (let i = 0; i < 30; i += 1) expect((await submit(v)).status).toBe(409)
        const blocked = await submit(v)
        expect(blocked.status).toBe(429)
        expect(blocked.headers["retry-after"]).toBeDefined()
        expect(blocked.data).toEqual({ message: TOO_MANY_SUBMITS })
        // A form that does not validate is a 400 before the limit.
        expect((await v.call("POST", "/api/checkout/submit", { ...VALID_CHECKOUT, contact: {} })).status).toBe(400)
      })
    })
  },
})
