import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ORDER_NUMBER_PATTERN } from "@shop/shared"
import { CATALOGUE } from "../../src/scripts/seed/catalogue"
import { payOnHostedPage, useStripeLocal, VALID_CHECKOUT, Visitor, type Axios } from "../checkout-support"

import { PASSWORD, useMailDev } from "./kit/accounts"

jest.setTimeout(240 * 1000)

/**
 * The shop's transactional core in one go, as a shopper lives it through /api only: an anonymous cart, login
 * (the lines follow), a voucher, checkout, the card page, PAYED, the confirmation e-mail, then the order lookup.
 */
const EMAIL = "lucie.martin@maison-chaleur.test"
const product = CATALOGUE.find((p) => p.stock >= 5)!
const HOME_DELIVERY_CENTS = 1990
const stripe = useStripeLocal()
const mailbox = useMailDev()

integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    const http = api as unknown as Axios

    beforeAll(async () => {
      container = getContainer()
      stripe.pointWebhooksAt(http.defaults.baseURL!.replace(/\/+$/, ""))
    })

    it("anonymous cart -> login -> voucher -> checkout -> card accepted -> PAYED -> e-mail -> lookup", async () => {
      // An account made earlier, on another device.
      const earlier = new Visitor(http, "10.0.9.1")
      expect((await earlier.call("POST", "/api/auth", { email: EMAIL, password: PASSWORD, cgu: true })).status).toBe(201)

      // Anonymous visit: a cart of two units.
      const shopper = new Visitor(http, "10.0.9.2")
      const first = await shopper.call("GET", "/api/auth")
      expect(first.data).toMatchObject({ isAnonymous: true, cart: { products: [] } })
      const added = await shopper.call("PUT", "/api/cart", { ean: product.ean, quantity: 2 })
      expect(added.status).toBe(200)
      const articlesTtc = added.data.total.articles.ttc
      expect(articlesTtc).toBe(2 * added.data.products[0].price.ttc)

      // Login: same lines, now the customer's.
      const login = await shopper.call("PUT", "/api/auth", { email: EMAIL, password: PASSWORD })
      expect(login.status).toBe(200)
      expect(login.data).toMatchObject({ isAnonymous: false, email: EMAIL })
      expect(login.data.cart.products).toEqual([expect.objectContaining({ ean: product.ean, quantity: 2, inventoryError: false })])

      // Voucher, typed the way people type it.
      const voucher = await shopper.call("PUT", "/api/cart/voucher", { ref: "  bienvenue10 " })
      expect(voucher.status).toBe(200)
      expect(voucher.data.discounts).toEqual([expect.objectContaining({ name: "BIENVENUE10", ttc: Math.round(articlesTtc / 10) })])
      const netTtc = voucher.data.total.net.ttc
      expect(netTtc).toBe(articlesTtc - Math.round(articlesTtc / 10) + voucher.data.total.delivery.ttc)
      expect(voucher.data.total.net.vat).toBe(netTtc - voucher.data.total.net.ht)

      // Checkout: the order waits in CHECK_OUT, for the cart's amount plus home delivery.
      const submit = await shopper.call("POST", "/api/checkout/submit", { ...VALID_CHECKOUT, contact: { ...VALID_CHECKOUT.contact, email: EMAIL } })
      expect(submit.status).toBe(201)
      const order = submit.data
      expect(order.orderNumber).toMatch(ORDER_NUMBER_PATTERN)
      expect(order.state).toBe("CHECK_OUT")
      expect(order.total.net.ttc).toBe(netTtc - voucher.data.total.delivery.ttc + HOME_DELIVERY_CENTS)

      // The card page of the payment provider, and back.
      const payment = await shopper.call("PUT", "/api/checkout/createPaiement", { orderNumber: order.orderNumber, paiementId: "journey-1", type: "card" })
      expect(payment.status).toBe(200)
      const back = await payOnHostedPage(payment.data.url, "accept")
      expect(back).toContain(payment.data.id)
      const outcome = await shopper.call("POST", `/api/checkout/redirect/${payment.data.id}`)
      expect(outcome.data).toMatchObject({ outcome: "PAYED", order: { orderNumber: order.orderNumber, state: "PAYED", stateLabel: "Payée" } })

      // One confirmation e-mail, naming the order.
      const mail = await mailbox.waitFor(EMAIL, 1, "order-confirmation")
      expect(mail.subject).toContain(order.orderNumber)
      expect(mail.text).toContain(order.orderNumber)

      // The new session's cart is empty; the order is found by e-mail + number, then opened with the e-mailed link only.
      expect((await shopper.call("GET", "/api/auth")).data.cart.products).toEqual([])
      const stranger = new Visitor(http, "10.0.9.3")
      const found = await stranger.call("POST", "/api/order/query", { email: EMAIL, order: order.orderNumber.toLowerCase() })
      expect(found.status).toBe(200)
      expect(found.data).toMatchObject({ orderNumber: order.orderNumber, state: "PAYED", security: "" })
      // The detail link (with the order's secret) goes to the buyer's mailbox, not to whoever typed number + e-mail.
      const link = await mailbox.waitFor(EMAIL, 1, "order-link")
      const security = /security=([A-Za-z0-9_-]+)/.exec(link.text)?.[1]
      expect(security).toBeTruthy()
      const detail = await stranger.call("GET", `/api/order/${order.orderNumber}?security=${security}`)
      expect(detail.status).toBe(200)
      expect(detail.data).toMatchObject({ orderNumber: order.orderNumber, state: "PAYED" })
      const guessed = await stranger.call("GET", `/api/order/${order.orderNumber}?security=${"0".repeat(64)}`)
      expect(guessed.status).toBe(404)
      expect(guessed.data).toEqual({ message: "Aucune commande correspondant à ces critères n'a était trouvé" })
      // Let the gateway's webhooks land before the app stops (they would hit a closed database).
      await stripe.server().webhooks.idle()
    })
  },
})
