import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import { CATALOGUE } from "../../src/scripts/seed/catalogue"
import { shopperWithCart, VALID_CHECKOUT, Visitor, type Axios } from "../checkout-support"
import { alteredSecret } from "../helpers"
import { useMailDev } from "./kit/accounts"

jest.setTimeout(180 * 1000)

const NOT_FOUND = "Aucune commande correspondant à ces critères n'a était trouvé"
const INVALID_NUMBER = "Le numero de commande n'est pas valide"
const product = CATALOGUE.find((p) => p.stock >= 5)!
const mailbox = useMailDev()

integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    const http = api as unknown as Axios
    let order: { orderNumber: string; security: string; total: { net: { ttc: number } } }

    beforeAll(async () => {
      container = getContainer()
    })

    beforeEach(async () => {
      const v = await shopperWithCart(http, container, product.ean, 1)
      const res = await v.call("POST", "/api/checkout/submit", VALID_CHECKOUT)
      expect(res.status).toBe(201)
      order = res.data
    })

    describe("POST /api/order/query", () => {
      it("refuses an invalid number with the spec's text", async () => {
        const res = await new Visitor(http).call("POST", "/api/order/query", { email: VALID_CHECKOUT.contact.email, order: "12345" })
        expect(res.status).toBe(400)
        expect(res.data.message).toBe(INVALID_NUMBER)
      })

      it("answers the same 404 for an unknown number and for the wrong e-mail", async () => {
        const visitor = new Visitor(http, "10.0.0.2")
        const unknown = await visitor.call("POST", "/api/order/query", { email: VALID_CHECKOUT.contact.email, order: "MC-ZZZZZZZZ" })
        expect(unknown.status).toBe(404)
        expect(unknown.data).toEqual({ message: NOT_FOUND })
        const wrongMail = await visitor.call("POST", "/api/order/query", { email: "autre@exemple.fr", order: order.orderNumber })
        expect(wrongMail.status).toBe(404)
        expect(wrongMail.data).toEqual({ message: NOT_FOUND })
      })

      it("finds the order with its number (any case) and the buyer's e-mail: state, date and totals, the secret by e-mail only", async () => {
        const res = await new Visitor(http, "10.0.0.3").call("POST", "/api/order/query", {
          email: " Claire.Dupont@Exemple.fr ",
          order: order.orderNumber.toLowerCase(),
        })
        expect(res.status).toBe(200)
        expect(res.data).toMatchObject({ orderNumber: order.orderNumber, state: "CHECK_OUT", stateLabel: "Paiement non abouti", total: order.total })
        expect(res.data.createdAt).toBeTruthy()
        // Issue 11 item 6: whoever knows number + e-mail does not get the secret; the buyer's mailbox does.
        expect(res.data.security).toBe("")
        expect(res.data.email).toBe("")
        expect(JSON.stringify(res.data)).not.toContain(order.security)
        const mail = await mailbox.waitFor(VALID_CHECKOUT.contact.email, 1, "order-link")
        expect(mail.subject).toBe(`Suivi de votre commande ${order.orderNumber}`)
        expect(mail.text).toContain(`/order/details?order=${order.orderNumber}&security=${order.security}`)
      })

      it("limits failed lookups per IP", async () => {
        const visitor = new Visitor(http, "10.0.0.4")
        for (let i = 0; i < 10; i += 1) {
          expect((await visitor.call("POST", "/api/order/query", { email: "x@exemple.fr", order: "MC-ZZZZZZZZ" })).status).toBe(404)
        }
        const blocked = await visitor.call("POST", "/api/order/query", { email: VALID_CHECKOUT.contact.email, order: order.orderNumber })
        expect(blocked.status).toBe(429)
        expect(blocked.headers["retry-after"]).toBeDefined()
        // Another IP is not concerned.
        expect((await new Visitor(http, "10.0.0.5").call("POST", "/api/order/query", { email: VALID_CHECKOUT.contact.email, order: order.orderNumber })).status).toBe(200)
      })
    })

    describe("GET /api/order/{orderNumber}?security=", () => {
      it("answers the detail with the right token only; anything else is the lookup's 404", async () => {
        const visitor = new Visitor(http)
        const res = await visitor.call("GET", `/api/order/${order.orderNumber}?security=${order.security}`)
        expect(res.status).toBe(200)
        expect(res.data).toMatchObject({
          orderNumber: order.orderNumber,
          state: "CHECK_OUT",
          products: [{ ean: product.ean, designation: product.title, quantity: 1, price: { ttc: product.priceCents } }],
          billing: { name: "Claire Dupont", address: "3 rue des Lilas", zipCode: "69003", locality: "Lyon", countryCode: "FR" },
          delivery: { name: "Claire Dupont", zipCode: "69003" },
          history: [{ state: "CHECK_OUT", stateLabel: "Paiement non abouti" }],
        })
        for (const url of [
          `/api/order/${order.orderNumber}?security=${alteredSecret(order.security)}`,
          `/api/order/${order.orderNumber}`,
          `/api/order/MC-ZZZZZZZZ?security=${order.security}`,
          `/api/order/pas-un-numero?security=${order.security}`,
        ]) {
          const wrong = await visitor.call("GET", url)
          expect(wrong.status).toBe(404)
          expect(wrong.data).toEqual({ message: NOT_FOUND })
        }
      })
    })

    describe("calls that cost a read or a Stripe call (issue 11 item 10)", () => {
      it("serve 60 calls a minute per IP to the order detail, the voucher and the card return, then 429 with Retry-After", async () => {
        const calls: [string, string][] = [
          ["GET", `/api/order/${order.orderNumber}?security=${order.security}`],
          ["GET", `/api/checkout/${order.security}`],
          ["POST", "/api/checkout/redirect/cs_inconnu"],
        ]
        for (const [method, url] of calls) {
          const scraper = new Visitor(http, "10.0.9.1")
          const first = await scraper.call(method, url)
          for (let i = 1; i < 60; i++) await scraper.call(method, url)
          const refused = await scraper.call(method, url)
          expect([url, refused.status]).toEqual([url, 429])
          expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0)
          // Another client is still served as before.
          expect((await new Visitor(http, "10.0.9.2").call(method, url)).status).toBe(first.status)
        }
      })
    })
  },
})
