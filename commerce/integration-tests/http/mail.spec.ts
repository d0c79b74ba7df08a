import { integrationTestRunner } from "../runner"
import { sqlOf, withEngineErrorsHeld, type SqlParam } from "../helpers"
import type { MedusaContainer } from "@medusajs/framework/types"
import { createOrderWorkflow } from "@medusajs/medusa/core-flows"
import { initializeOrderStateWorkflow, transitionOrderStateWorkflow } from "@shop/order-states"
import { sendOrderConfirmationMail } from "@shop/checkout/lib/mail/order-confirmation"

import { PASSWORD, settle, useMailDev, Visitor, type Axios } from "./kit/accounts"

jest.setTimeout(180 * 1000)

const VALID_SIRET = "73282932000074"
const mailbox = useMailDev()

integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let ipCounter = 0
    const visitor = () => new Visitor(api as unknown as Axios, `10.0.3.${++ipCounter}`)
    const sql = <T>(text: string, params: SqlParam[] = []) => sqlOf(container)<T>(text, params)

    beforeAll(async () => {
      container = getContainer()
    })

    /** An order as the checkout makes one: Medusa order + CHECK_OUT state, the shop's number in metadata. */
    const newOrder = async (input: { email: string; firstName: string; orderNumber: string; customerId?: string }) => {
      const [region] = await sql<{ id: string }>("select id from region where name = 'France'")
      const { result } = await createOrderWorkflow(container).run({
        input: {
          region_id: region.id,
          email: input.email,
          ...(input.customerId ? { customer_id: input.customerId } : {}),
          currency_code: "eur",
          metadata: { orderNumber: input.orderNumber },
          shipping_address: {
            first_name: input.firstName,
            last_name: "Martin",
            address_1: "12 rue des Lilas",
            postal_code: "75011",
            city: "Paris",
            country_code: "fr",
          },
          items: [
            { title: "Radiateur à inertie Fonte 1500 W", quantity: 2, unit_price: 499.9, is_tax_inclusive: true },
            { title: "Thermostat connecté", quantity: 1, unit_price: 89, is_tax_inclusive: true },
          ],
        },
      })
      await initializeOrderStateWorkflow(container).run({ input: { order_id: result.id } })
      return result.id
    }

    it("welcomes a new customer by e-mail after sign-up, in French, with the account link", async () => {
      const res = await visitor().call("POST", "/api/auth", { email: "bienvenue@maison-chaleur.test", password: PASSWORD, cgu: true })
      expect(res.status).toBe(201)
      const mail = await mailbox.waitFor("bienvenue@maison-chaleur.test")
      expect(mail.subject).toBe("Bienvenue chez Maison Chaleur !")
      expect(mail.headers["x-shop-template"]).toBe("welcome")
      expect(mail.text).toContain("Votre compte client Maison Chaleur est créé.")
      expect(mail.text).toContain("Mon compte : http://localhost:8000/me")
      expect(mail.text).not.toContain("Espace pro")
      expect(mail.html).toContain('href="http://localhost:8000/me"')
    })

    it("tells a pro about the pro area in the welcome e-mail", async () => {
      const res = await visitor().call("POST", "/api/auth", {
        email: "pro@chauffage-martin.test",
        password: PASSWORD,
        cgu: true,
        isPro: true,
        company: "Chauffage Martin",
        siret: VALID_SIRET,
      })
      expect(res.status).toBe(201)
      const mail = await mailbox.waitFor("pro@chauffage-martin.test")
      expect(mail.text).toContain("Espace pro : http://localhost:8000/pro/v1")
      expect(mail.text).toContain("2 % de remise sur le catalogue")
    })

    it("confirms an order once, whatever the number of calls: number, lines, TTC totals, address, state, details link", async () => {
      const orderId = await newOrder({ email: "commande@maison-chaleur.test", firstName: "Jeanne", orderNumber: "MC-AB12CD34" })
      await transitionOrderStateWorkflow(container).run({ input: { order_id: orderId, to: "PAYED", actor_type: "payment" } })
      await Promise.all([
        sendOrderConfirmationMail(container, { orderId, security: "jeton-de-test" }),
        sendOrderConfirmationMail(container, { orderId, security: "jeton-de-test" }),
      ])
      await sendOrderConfirmationMail(container, { orderId, security: "jeton-de-test" })
      const mail = await mailbox.waitFor("commande@maison-chaleur.test")
      await settle(500)
      expect(await mailbox.to("commande@maison-chaleur.test")).toHaveLength(1)

      expect(mail.subject).toBe("Confirmation de votre commande MC-AB12CD34")
      expect(mail.headers["x-shop-template"]).toBe("order-confirmation")
      expect(mail.text).toContain("Bonjour Jeanne,")
      expect(mail.text).toContain("- Radiateur à inertie Fonte 1500 W × 2 : 999,80\u00a0€ TTC")
      expect(mail.text).toContain("- Thermostat connecté × 1 : 89,00\u00a0€ TTC")
      expect(mail.text).toContain("Total TTC : 1\u202f088,80\u00a0€")
      expect(mail.text).toContain("État du paiement : Payée")
      expect(mail.text).toContain("Adresse de livraison :\nJeanne Martin\n12 rue des Lilas\n75011 Paris\nFR")
      expect(mail.text).toContain("Suivre ma commande : http://localhost:8000/order/details?order=MC-AB12CD34&security=jeton-de-test")
      expect(mail.text).not.toContain("Total HT")
      expect(mail.html).toContain("Radiateur à inertie Fonte 1500 W")
      const [row] = await sql<{ n: number }>("select count(*)::int as n from notification where idempotency_key = ?", [
        `order-confirmation:${orderId}`,
      ])
      expect(row.n).toBe(1)
      expect(JSON.stringify(await sql("select * from notification"))).not.toContain("jeton-de-test")
    })

    it("shows HT and VAT to a pro, and escapes what the customer typed", async () => {
      const signup = await visitor().call("POST", "/api/auth", {
        email: "pro-commande@chauffage-martin.test",
        password: PASSWORD,
        cgu: true,
        isPro: true,
        company: "Chauffage Martin",
        siret: VALID_SIRET,
      })
      expect(signup.status).toBe(201)
      const [customer] = await sql<{ id: string }>("select id from customer where email = ? and has_account = true", [
        "pro-commande@chauffage-martin.test",
      ])
      const orderId = await newOrder({
        email: "pro-commande@chauffage-martin.test",
        firstName: "<script>alert(1)</script>",
        orderNumber: "MC-PRO00001",
        customerId: customer.id,
      })
      await sendOrderConfirmationMail(container, { orderId })
      const mail = await mailbox.waitFor("pro-commande@chauffage-martin.test", 1, "order-confirmation")
      expect(mail.subject).toBe("Confirmation de votre commande MC-PRO00001")
      expect(mail.text).toMatch(/Total HT : [\d\u202f]+,\d\d\u00a0€/)
      expect(mail.text).toMatch(/TVA : [\d\u202f]+,\d\d\u00a0€/)
      expect(mail.html).not.toContain("<script>")
      expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;")
      // No token given: the e-mail sends the customer to the order lookup instead.
      expect(mail.text).toContain("Suivre ma commande : http://localhost:8000/order/status (avec votre adresse e-mail et le numéro MC-PRO00001)")
    })

    it("still signs up when the SMTP server is down (the failure is only logged)", async () => {
      await mailbox.close()
      // the welcome e-mail leaves in the background; its failure is logged, held here and checked
      const { result: res, held } = await withEngineErrorsHeld(container, async () => {
        const answer = await visitor().call("POST", "/api/auth", { email: "sans-smtp@maison-chaleur.test", password: PASSWORD, cgu: true })
        await settle()
        return answer
      })
      expect(res.status).toBe(201)
      expect(res.data).toMatchObject({ isAnonymous: false, email: "sans-smtp@maison-chaleur.test" })
      expect(held.map(String)).toContainEqual(expect.stringContaining("welcome e-mail to a new account failed"))
    })
  },
})
