import { integrationTestRunner } from "../runner"
import { alteredSecret, sqlOf, type SqlParam } from "../helpers"
import type { MedusaContainer } from "@medusajs/framework/types"
import { CATALOGUE } from "../../src/scripts/seed/catalogue"

import { PASSWORD, settle, useMailDev, Visitor, type Axios } from "./kit/accounts"

jest.setTimeout(180 * 1000)

const SUCCESS = "Votre message à été envoyé. Vous allez recevoir un email de confirmation!..."
const REQUIRED = "Ce champ est requis"
const EMAIL_INVALID = "Email non valide"
const NEEDS_LOGIN = "Fonctionalitée reservée aux utiliseurs connectés..."
const EMPTY_CART = "Votre panier est vide! ..."
const NOT_FOUND = "Cette conversation est introuvable. Utilisez le lien reçu par e-mail."
const TOO_MANY = "Trop de messages envoyés. Veuillez réessayer plus tard."

const mailbox = useMailDev()
const inStock = CATALOGUE.find((product) => product.stock > 10)!

integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let ipCounter = 0
    // Each test its own IP, so the per-IP limit only shows where a test wants it.
    const visitor = (ip = `10.0.2.${++ipCounter}`) => new Visitor(api as unknown as Axios, ip)
    const sql = <T>(text: string, params: SqlParam[] = []) => sqlOf(container)<T>(text, params)
    const form = (email: string, extra: Record<string, unknown> = {}) => ({
      name: "Marie Dupont",
      email,
      subject: "ORDER",
      orderNumber: "MC-ABCD2345",
      message: "Où en est ma commande ?",
      ...extra,
    })
    const count = async (table: string) => (await sql<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n

    beforeAll(async () => {
      container = getContainer()
    })

    it("creates a thread, answers the section-8 text and e-mails a link that opens it", async () => {
      const sent = await visitor().call("POST", "/api/messages", form("marie@maison-chaleur.test"))
      expect(sent.status).toBe(201)
      expect(sent.data.message).toBe(SUCCESS)
      expect(sent.data.secret).toMatch(/^[A-Za-z0-9_-]{43}$/)

      const mail = await mailbox.waitFor("marie@maison-chaleur.test", 1, "contact-confirmation")
      const url = new URL(mail.text.match(/https?:\/\/\S+\/contact\/\S+/)![0])
      expect(url.origin + url.pathname).toBe(`http://localhost:8000/contact/${sent.data.id}`)
      expect(url.searchParams.get("secret")).toBe(sent.data.secret)
      expect(mail.text).toContain("Où en est ma commande ?")

      // Only the hash is stored, never the secret.
      const [row] = await sql<{ secret_hash: string; order_number: string }>("select * from shop_message_thread")
      expect(row.secret_hash).not.toContain(sent.data.secret)
      expect(row.order_number).toBe("MC-ABCD2345")

      const thread = await visitor().call("GET", `/api/messages/${sent.data.id}?secret=${url.searchParams.get("secret")}`)
      expect(thread.status).toBe(200)
      expect(thread.data).toMatchObject({
        id: sent.data.id,
        subject: "ORDER",
        name: "Marie Dupont",
        email: "marie@maison-chaleur.test",
        orderNumber: "MC-ABCD2345",
        messages: [{ author: "customer", content: "Où en est ma commande ?" }],
      })
    })

    it("adds the customer's reply after the first message", async () => {
      const { data } = await visitor().call("POST", "/api/messages", form("reponse@maison-chaleur.test", { subject: "SAV" }))
      const reply = await visitor().call("PUT", `/api/messages/${data.id}?secret=${data.secret}`, { content: "Une précision." })
      expect(reply.status).toBe(200)
      expect(reply.data.subjectLabel).toBe("Service après-vente")
      expect(reply.data.messages.map((m: { content: string }) => m.content)).toEqual(["Où en est ma commande ?", "Une précision."])

      const blank = await visitor().call("PUT", `/api/messages/${data.id}?secret=${data.secret}`, { content: "   " })
      expect(blank).toMatchObject({ status: 400, data: { fields: { content: REQUIRED } } })
      expect(await count("shop_message")).toBe(2)
    })

    it("answers the same 404 for a wrong, missing or other thread's secret and an unknown id, and writes nothing", async () => {
      const a = (await visitor().call("POST", "/api/messages", form("a@maison-chaleur.test"))).data
      const b = (await visitor().call("POST", "/api/messages", form("b@maison-chaleur.test"))).data
      const refused = [
        await visitor().call("GET", `/api/messages/${a.id}?secret=${alteredSecret(a.secret)}`),
        await visitor().call("GET", `/api/messages/${a.id}`),
        await visitor().call("GET", `/api/messages/${a.id}?secret=${b.secret}`),
        await visitor().call("GET", `/api/messages/msgthr_inconnu?secret=${a.secret}`),
        await visitor().call("PUT", `/api/messages/${a.id}?secret=${b.secret}`, { content: "Intrus" }),
      ]
      for (const res of refused) expect(res).toMatchObject({ status: 404, data: { message: NOT_FOUND } })
      expect(refused[0].data).toEqual({ message: NOT_FOUND })
      expect(await count("shop_message")).toBe(2)
    })

    it("refuses a bad form with the section-5 texts and stores nothing", async () => {
      const empty = await visitor().call("POST", "/api/messages", {})
      expect(empty.status).toBe(400)
      expect(empty.data.fields).toMatchObject({ name: REQUIRED, email: REQUIRED, message: REQUIRED })
      const badEmail = await visitor().call("POST", "/api/messages", form("marie"))
      expect(badEmail).toMatchObject({ status: 400, data: { fields: { email: EMAIL_INVALID } } })
      const badSubject = await visitor().call("POST", "/api/messages", form("s@maison-chaleur.test", { subject: "SPAM" }))
      expect(badSubject).toMatchObject({ status: 400, data: { fields: { subject: "Ce sujet de message n'existe pas" } } })
      const badOrder = await visitor().call("POST", "/api/messages", form("o@maison-chaleur.test", { orderNumber: "42" }))
      expect(badOrder).toMatchObject({ status: 400, data: { fields: { orderNumber: "Le numero de commande n'est pas valide" } } })
      expect(await count("shop_message_thread")).toBe(0)
      await settle(500)
      expect(await mailbox.to("marie")).toEqual([])
    })

    it("sends a quote request only for a logged-in customer with a non-empty cart", async () => {
      const anonymous = await visitor().call("POST", "/api/messages", form("devis@maison-chaleur.test", { subject: "QUOTE" }))
      expect(anonymous).toMatchObject({ status: 401, data: { message: NEEDS_LOGIN } })

      const customer = visitor()
      expect((await customer.call("POST", "/api/auth", { email: "devis@maison-chaleur.test", password: PASSWORD, cgu: true })).status).toBe(201)
      const emptyCart = await customer.call("POST", "/api/messages", form("devis@maison-chaleur.test", { subject: "QUOTE" }))
      expect(emptyCart).toMatchObject({ status: 409, data: { message: EMPTY_CART } })
      expect(await count("shop_message_thread")).toBe(0)

      expect((await customer.call("PUT", "/api/cart", { ean: inStock.ean, quantity: 3 })).status).toBe(200)
      const quote = await customer.call("POST", "/api/messages", form("devis@maison-chaleur.test", { subject: "QUOTE" }))
      expect(quote).toMatchObject({ status: 201, data: { message: SUCCESS } })
      const [row] = await sql<{ subject: string; customer_id: string | null }>("select subject, customer_id from shop_message_thread")
      expect(row.subject).toBe("QUOTE")
      expect(row.customer_id).toMatch(/^cus_/)
    })

    it("lists the subjects, ORDER first", async () => {
      const res = await visitor().call("GET", "/api/messages/categories")
      expect(res.status).toBe(200)
      expect(res.data.categories.map((c: { value: string }) => c.value)).toEqual(["ORDER", "SAV", "QUOTE", "OTHER"])
    })

    it("limits messages per IP: the 11th within the hour gets 429 with Retry-After", async () => {
      const ip = "10.0.9.9"
      for (let i = 1; i <= 10; i++) {
        const res = await visitor(ip).call("POST", "/api/messages", form(`flood${i}@maison-chaleur.test`))
        expect(res.status).toBe(201)
      }
      const blocked = await visitor(ip).call("POST", "/api/messages", form("flood11@maison-chaleur.test"))
      expect(blocked).toMatchObject({ status: 429, data: { message: TOO_MANY } })
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0)
      expect(await count("shop_message_thread")).toBe(10)
    })
  },
})
