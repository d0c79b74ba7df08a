import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createOrderWorkflow } from "@medusajs/medusa/core-flows"
import { sqlOf } from "../helpers"
import { PASSWORD, Visitor, type Axios } from "./kit/accounts"
import { DENIED, STAFF_LOGIN_REQUIRED, staffVisitor } from "./kit/staff"

jest.setTimeout(240 * 1000)

const REQUIRED = "Ce champ est obligatoire"
const SIRET_INVALID = "Ce numéro SIRET n'est pas valide (14 chiffres)"
const PRO_VERIFIED_NEEDS_PRO = "Seul un client professionnel peut être marqué comme vérifié"
const EMAIL_CHANGE_REFUSED = "L'adresse e-mail est l'identifiant du client : elle ne se change pas ici"
const USER_NOT_FOUND = "Ce client n'existe pas"
const PAGE_INVALID = "Ce numéro de page n'est pas valide"
const PRO_SIRET = "73282932000074"
const OTHER_SIRET = "44306184100047"

/** Issue 12, the customer desk (grant `users`): search, a customer's page, and staff edits of the pro fields. */
integrationTestRunner({
  inApp: true,
  seeded: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let desk: Visitor
    let ordersOnly: Visitor
    let ipCounter = 0
    const visitor = () => new Visitor(api as unknown as Axios, `10.83.2.${++ipCounter}`)
    const sql = <T>(text: string, params: string[] = []) => sqlOf(container)<T>(text, params)
    const customerId = async (email: string) =>
      (await sql<{ id: string }>("select id from customer where email = ? and has_account = true", [email]))[0].id
    /** The customer's row and group names, as stored: what "nothing changed" compares. */
    const stored = async (id: string) => ({
      customer: (await sql("select first_name, last_name, phone, company_name, metadata from customer where id = ?", [id]))[0],
      groups: (
        await sql<{ name: string }>(
          `select g.name from customer_group_customer gc join customer_group g on g.id = gc.customer_group_id
            where gc.customer_id = ? and gc.deleted_at is null order by g.name`,
          [id]
        )
      ).map((row) => row.name),
      addresses: await sql("select address_1, postal_code, city from customer_address where customer_id = ? and deleted_at is null", [id]),
    })
    const signUp = async (email: string, extra: Record<string, unknown> = {}) => {
      const res = await visitor().call("POST", "/api/auth", { email, password: PASSWORD, cgu: true, ...extra })
      expect(res.status).toBe(201)
      return customerId(email)
    }
    const form = (extra: Record<string, unknown> = {}) => ({
      firstName: "Paul",
      lastName: "Durand",
      phone: "06 12 34 56 78",
      address: "12 rue des Lilas",
      zipCode: "69003",
      locality: "Lyon",
      countryCode: "FR",
      isPro: false,
      ...extra,
    })

    beforeAll(async () => {
      container = getContainer()
      desk = await staffVisitor(container, api, "utilisateurs", ["users"], "10.83.0.11")
      ordersOnly = await staffVisitor(container, api, "commandes-seules", ["orders", "messages"], "10.83.0.12")
    })

    it("refuses the desk to visitors (401) and to staff without `users` (403), and changes nothing", async () => {
      const id = await signUp("refus.utilisateur@maison-chaleur.test")
      const before = await stored(id)
      const calls = (who: Visitor) => [
        who.call("GET", "/api/users?search=refus"),
        who.call("GET", `/api/users/${id}`),
        who.call("PUT", `/api/users/${id}`, form({ isPro: true, company: "SARL Refus", siret: PRO_SIRET, proVerified: true })),
      ]
      for (const res of await Promise.all(calls(visitor()))) expect(res).toMatchObject({ status: 401, data: { message: STAFF_LOGIN_REQUIRED } })
      for (const res of await Promise.all(calls(ordersOnly))) expect(res).toMatchObject({ status: 403, data: { message: DENIED } })
      // a customer's own session is no staff session
      const customer = visitor()
      expect((await customer.call("PUT", "/api/auth", { email: "refus.utilisateur@maison-chaleur.test", password: PASSWORD })).status).toBe(200)
      expect(await customer.call("GET", `/api/users/${id}`)).toMatchObject({ status: 401 })
      expect(await stored(id)).toEqual(before)
      expect((await desk.call("GET", `/api/users/${id}`)).status).toBe(200)
    })

    it("finds customers by name, e-mail, company and SIRET (typed with spaces), 20 a page", async () => {
      const pro = await signUp("achats@chauffage-durand.fr", { isPro: true, company: "Chauffage Durand SARL", siret: PRO_SIRET })
      const consumer = await signUp("jeanne.martin@exemple.fr")
      await container.resolve(Modules.CUSTOMER).updateCustomers(consumer, { first_name: "Jeanne", last_name: "Martin" })

      const bySiret = await desk.call("GET", `/api/users?search=${encodeURIComponent("732 829 320")}`)
      expect(bySiret.status).toBe(200)
      expect(bySiret.data).toMatchObject({ page: 1, pageSize: 20, total: 1 })
      expect(bySiret.data.users[0]).toMatchObject({
        id: pro,
        email: "achats@chauffage-durand.fr",
        company: "Chauffage Durand SARL",
        siret: PRO_SIRET,
        isPro: true,
        proVerifiedAt: null,
        hasAccount: true,
      })
      const ids = async (search: string) => (await desk.call("GET", `/api/users?search=${encodeURIComponent(search)}`)).data.users.map((u: { id: string }) => u.id)
      expect(await ids("durand sarl")).toEqual([pro])
      expect(await ids("Jeanne Martin")).toEqual([consumer])
      expect(await ids("MARTIN")).toEqual([consumer])
      expect(await ids("@exemple.fr")).toEqual([consumer])
      expect(await ids("personne-de-ce-nom")).toEqual([])
      expect(await ids("%")).toEqual([])
      // no search: everyone, newest first
      expect((await ids("")).slice(0, 2)).toEqual([consumer, pro])
      expect(await desk.call("GET", "/api/users?page=abc")).toMatchObject({ status: 400, data: { message: PAGE_INVALID } })
    })

    it("shows a customer's page: personal data, pro fields, loyalty tier, orders and threads", async () => {
      const email = "atelier@chaleur-pro.fr"
      const id = await signUp(email, { isPro: true, company: "Atelier Chaleur", siret: OTHER_SIRET })
      const customers = container.resolve(Modules.CUSTOMER)
      const [tier] = await customers.listCustomerGroups({ name: "pro-fidelite-10" })
      await customers.addCustomerToGroup({ customer_id: id, customer_group_id: tier.id })
      const [region] = await sql<{ id: string }>("select id from region where name = 'France'")
      const { result: order } = await createOrderWorkflow(container).run({
        input: {
          region_id: region.id,
          customer_id: id,
          email,
          currency_code: "eur",
          metadata: { orderNumber: "MC-PAGE2345" },
          items: [{ title: "Radiateur à inertie", quantity: 2, unit_price: 250, is_tax_inclusive: true }],
        },
      })
      const thread = await visitor().call("POST", "/api/messages", { name: "Atelier", email, subject: "ORDER", orderNumber: "MC-PAGE2345", message: "Livraison ?" })
      expect(thread.status).toBe(201)

      const page = await desk.call("GET", `/api/users/${id}`)
      expect(page.status).toBe(200)
      expect(page.data).toMatchObject({
        id,
        email,
        isPro: true,
        company: "Atelier Chaleur",
        siret: OTHER_SIRET,
        tva: null,
        loyalty: { tierPercent: 10, group: "pro-fidelite-10" },
        orders: [{ id: order.id, orderNumber: "MC-PAGE2345", total: { ttc: 50000 } }],
        threads: [{ id: thread.data.id, state: "new", orderNumber: "MC-PAGE2345", messageCount: 1 }],
      })
      expect(page.data.orders[0]).not.toHaveProperty("security")
      expect(await desk.call("GET", "/api/users/cus_01JZZZZZZZZZZZZZZZZZZZZZZZ")).toMatchObject({ status: 404, data: { message: USER_NOT_FOUND } })
      expect(await desk.call("GET", "/api/users/inconnu")).toMatchObject({ status: 404, data: { message: USER_NOT_FOUND } })
    })

    it("makes a consumer a verified pro and back: metadata, pro group and loyalty tier move together", async () => {
      const email = "devenir.pro@exemple.fr"
      const id = await signUp(email)
      const customers = container.resolve(Modules.CUSTOMER)

      const made = await desk.call("PUT", `/api/users/${id}`, form({ email, isPro: true, company: "Durand Chauffage", siret: "732 829 320 00074", tva: "FR12732829320", proVerified: true }))
      expect(made.status).toBe(200)
      expect(made.data).toMatchObject({ isPro: true, company: "Durand Chauffage", siret: PRO_SIRET, tva: "FR12732829320", firstName: "Paul", phone: "0612345678", zipCode: "69003", locality: "Lyon" })
      const verifiedAt = made.data.proVerifiedAt as string
      expect(new Date(verifiedAt).toISOString()).toBe(verifiedAt)
      const after = await stored(id)
      expect(after.groups).toEqual(["pro"])
      expect(after.customer).toMatchObject({ company_name: "Durand Chauffage", metadata: { isPro: true, siret: PRO_SIRET, tva: "FR12732829320", pro_verified_at: verifiedAt } })
      // the customer's own session sees the pro account
      const customer = visitor()
      expect((await customer.call("PUT", "/api/auth", { email, password: PASSWORD })).data).toMatchObject({ isPro: true })

      // saved again with the box still ticked: the first date stays
      const again = await desk.call("PUT", `/api/users/${id}`, form({ isPro: true, company: "Durand Chauffage", siret: PRO_SIRET, proVerified: true }))
      expect(again.data.proVerifiedAt).toBe(verifiedAt)

      // back to consumer: out of `pro` and of its tier group, no verified date
      const [tier] = await customers.listCustomerGroups({ name: "pro-fidelite-5" })
      await customers.addCustomerToGroup({ customer_id: id, customer_group_id: tier.id })
      const back = await desk.call("PUT", `/api/users/${id}`, form({ isPro: false }))
      expect(back.status).toBe(200)
      expect(back.data).toMatchObject({ isPro: false, proVerifiedAt: null, loyalty: { tierPercent: null } })
      const consumer = await stored(id)
      expect(consumer.groups).toEqual([])
      expect(consumer.customer).toMatchObject({ metadata: { isPro: false, pro_verified_at: null } })
    })

    it("refuses bad edits with French messages and changes nothing", async () => {
      const email = "intact@exemple.fr"
      const id = await signUp(email)
      const before = await stored(id)
      const refusals: [Record<string, unknown>, string, Record<string, string>][] = [
        [form({ isPro: true, company: "SARL Sans Siret" }), REQUIRED, { siret: REQUIRED }],
        [form({ isPro: true, company: "SARL Faux", siret: "12345678901234" }), SIRET_INVALID, { siret: SIRET_INVALID }],
        [form({ isPro: false, proVerified: true }), PRO_VERIFIED_NEEDS_PRO, { proVerified: PRO_VERIFIED_NEEDS_PRO }],
        [form({ email: "autre@exemple.fr" }), EMAIL_CHANGE_REFUSED, { email: EMAIL_CHANGE_REFUSED }],
        [form({ phone: "12345" }), "Saisissez un numéro de téléphone français valide (commençant par 0 ou +33)", {}],
        [form({ firstName: "P4ul" }), "Ce champ ne peut contenir que des lettres", {}],
        [form({ isPro: "oui" }), "Ce champ n'est pas valide", {}],
      ]
      for (const [body, message, fields] of refusals) {
        const res = await desk.call("PUT", `/api/users/${id}`, body)
        expect({ body, status: res.status, message: res.data.message }).toEqual({ body, status: 400, message })
        expect(res.data.fields).toMatchObject(fields)
      }
      expect(await stored(id)).toEqual(before)
      expect(await desk.call("PUT", "/api/users/cus_01JZZZZZZZZZZZZZZZZZZZZZZZ", form())).toMatchObject({ status: 404, data: { message: USER_NOT_FOUND } })
    })
  },
})
