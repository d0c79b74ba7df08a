import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import { createOrderWorkflow } from "@medusajs/medusa/core-flows"
import { initializeOrderStateWorkflow, transitionOrderStateWorkflow } from "@shop/order-states"
import { withEngineErrorsHeld, sqlOf, type SqlParam } from "../helpers"
import { NEW_PASSWORD, PASSWORD, useMailDev, Visitor, type Axios } from "./kit/accounts"

jest.setTimeout(180 * 1000)

const NOT_LOGGED_IN = "Vous devez être connecté."
const LETTERS = "Ce champ ne peut contenir que des lettres"

useMailDev()

integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let ipCounter = 0
    const visitor = () => new Visitor(api as unknown as Axios, `10.0.2.${++ipCounter}`)
    const sql = <T>(text: string, params: SqlParam[] = []) => sqlOf(container)<T>(text, params)

    /** A logged-in visitor on a new account. */
    const member = async (email: string, extra: Record<string, unknown> = {}) => {
      const v = visitor()
      const res = await v.call("POST", "/api/auth", { email, password: PASSWORD, cgu: true, ...extra })
      expect(res.status).toBe(201)
      return v
    }
    const customerId = async (email: string) =>
      (await sql<{ id: string }>("select id from customer where email = ? and has_account = true", [email]))[0].id

    const profile = {
      firstName: "Jeanne",
      lastName: "Martin-Dupont",
      email: "jeanne@maison-chaleur.test",
      phone: "06 12 34 56 78",
      company: "Chauffage Martin",
      siret: "",
      tva: "FR40732829320",
      address: "12 rue des Lilas",
      addressExtra: "Bâtiment B",
      zipCode: "75011",
      locality: "Paris",
      country: "France",
      countryCode: "FR",
    }

    beforeAll(async () => {
      container = getContainer()
    })

    it("refuses every /api/me call of an anonymous visitor with 401 'Vous devez être connecté.'", async () => {
      const v = visitor()
      await v.call("GET", "/api/auth")
      for (const [method, url, body] of [
        ["PUT", "/api/me", profile],
        ["PUT", "/api/me/password", { old: PASSWORD, new: NEW_PASSWORD }],
        ["GET", "/api/me/order", undefined],
      ] as const) {
        const res = await v.call(method, url, body)
        expect(res.status).toBe(401)
        expect(res.data).toEqual({ message: NOT_LOGGED_IN })
      }
    })

    it("saves the personal data on the customer and its default address, and answers the session", async () => {
      const v = await member("jeanne@maison-chaleur.test")
      const res = await v.call("PUT", "/api/me", profile)
      expect(res.status).toBe(200)
      expect(res.data).toMatchObject({
        isAnonymous: false,
        email: "jeanne@maison-chaleur.test",
        firstName: "Jeanne",
        lastName: "Martin-Dupont",
        phone: "0612345678",
        company: "Chauffage Martin",
        address: "12 rue des Lilas",
        addressExtra: "Bâtiment B",
        zipCode: "75011",
        locality: "Paris",
        country: "France",
        countryCode: "FR",
      })
      expect((await v.call("GET", "/api/auth")).data).toMatchObject({ firstName: "Jeanne", locality: "Paris" })
      const id = await customerId("jeanne@maison-chaleur.test")
      const [customer] = await sql<{ metadata: Record<string, unknown> }>("select metadata from customer where id = ?", [id])
      expect(customer.metadata).toMatchObject({ tva: "FR40732829320", company: "Chauffage Martin", newsletter: false })

      // A second edit changes the same address, and a blank field clears its value.
      const moved = await v.call("PUT", "/api/me", { ...profile, phone: "", address: "3 place Bellecour", zipCode: "69002", locality: "Lyon" })
      expect(moved.status).toBe(200)
      expect(moved.data).toMatchObject({ phone: "", address: "3 place Bellecour", zipCode: "69002", locality: "Lyon" })
      const addresses = await sql<{ city: string; is_default_billing: boolean }>(
        "select city, is_default_billing from customer_address where customer_id = ? and deleted_at is null",
        [id]
      )
      expect(addresses).toEqual([{ city: "Lyon", is_default_billing: true }])
    })

    it("refuses bad fields with the section-5 messages and changes nothing", async () => {
      const v = await member("refus@maison-chaleur.test")
      expect((await v.call("PUT", "/api/me", { ...profile, email: "refus@maison-chaleur.test" })).status).toBe(200)
      const res = await v.call("PUT", "/api/me", {
        ...profile,
        email: "refus@maison-chaleur.test",
        firstName: "Je4nne",
        lastName: "<script>",
        phone: "+44 20 7946 0958",
        zipCode: "123",
        locality: "Paris 11",
        company: "Une société au nom beaucoup trop long",
      })
      expect(res.status).toBe(400)
      expect(res.data.fields).toEqual({
        firstName: LETTERS,
        lastName: LETTERS,
        phone: "Saisissez un numéro de téléphone français valide (commençant par 0 ou +33)",
        zipCode: "Le code postal doit contenir de 4 à 10 chiffres",
        locality: "Ce champ ne peut contenir que des lettres, des tirets et des points",
        company: "Ce champ ne peut pas dépasser 32 caractères",
      })
      const session = (await v.call("GET", "/api/auth")).data
      expect(session).toMatchObject({ firstName: "Jeanne", phone: "0612345678", zipCode: "75011", locality: "Paris" })
    })

    it("keeps the whole form unsaved when its address cannot be written (no half-saved account)", async () => {
      const v = await member("moitie@maison-chaleur.test")
      expect((await v.call("PUT", "/api/me", { ...profile, email: "moitie@maison-chaleur.test" })).status).toBe(200)
      // A fault in the database on the address, written after the customer's names, phone and company.
      await sql(`create function refuse_address() returns trigger language plpgsql as $$
        begin raise exception 'address refused'; end $$`)
      await sql("create trigger refuse_address before update on customer_address for each row execute function refuse_address()")
      try {
        const { result: failed } = await withEngineErrorsHeld(container, () =>
          v.call("PUT", "/api/me", {
            ...profile,
            email: "moitie@maison-chaleur.test",
            firstName: "Paule",
            phone: "0698765432",
            tva: "",
            locality: "Lyon",
          })
        )
        expect(failed.status).toBeGreaterThanOrEqual(500)
      } finally {
        await sql("drop trigger refuse_address on customer_address")
        await sql("drop function refuse_address()")
      }
      const session = (await v.call("GET", "/api/auth")).data
      expect(session).toMatchObject({ firstName: "Jeanne", phone: "0612345678", locality: "Paris", tva: "FR40732829320" })
    })

    it("refuses an e-mail change (the e-mail is the login) and writes nothing", async () => {
      const v = await member("fixe@maison-chaleur.test")
      const res = await v.call("PUT", "/api/me", { ...profile, email: "nouvelle@maison-chaleur.test" })
      expect(res.status).toBe(400)
      expect(res.data.message).toBe("L'adresse email de votre compte ne peut pas être modifiée ici : contactez-nous pour la changer.")
      expect((await v.call("GET", "/api/auth")).data).toMatchObject({ email: "fixe@maison-chaleur.test", firstName: "" })
      expect((await v.call("PUT", "/api/auth", { email: "fixe@maison-chaleur.test", password: PASSWORD })).status).toBe(200)
    })

    it("changes the password only with the right old one; the new one then logs in", async () => {
      const v = await member("motdepasse@maison-chaleur.test")
      const wrong = await v.call("PUT", "/api/me/password", { old: "Pas#LeBon1", new: NEW_PASSWORD })
      expect(wrong.status).toBe(400)
      expect(wrong.data).toEqual({ message: "Le mot de passe actuel est incorrect.", fields: { old: "Le mot de passe actuel est incorrect." } })
      const weak = await v.call("PUT", "/api/me/password", { old: PASSWORD, new: "faible" })
      expect(weak.status).toBe(400)
      expect(weak.data.fields.new).toBe(
        "Mot de passe trop faible (Règles : Au moins 8 caractères dont une lettre minuscule, une lettre majuscule un chiffre et un caractère spécial)"
      )
      expect((await visitor().call("PUT", "/api/auth", { email: "motdepasse@maison-chaleur.test", password: PASSWORD })).status).toBe(200)

      const done = await v.call("PUT", "/api/me/password", { old: PASSWORD, new: NEW_PASSWORD })
      expect(done).toMatchObject({ status: 200, data: { message: "Votre mot de passe a été modifié." } })
      expect((await visitor().call("PUT", "/api/auth", { email: "motdepasse@maison-chaleur.test", password: NEW_PASSWORD })).status).toBe(200)
      expect((await visitor().call("PUT", "/api/auth", { email: "motdepasse@maison-chaleur.test", password: PASSWORD })).status).toBe(401)
    })

    it("limits wrong old passwords like logins: the 6th try gets 429 even with the right one", async () => {
      const v = await member("devine@maison-chaleur.test")
      for (let i = 0; i < 5; i += 1) {
        expect((await v.call("PUT", "/api/me/password", { old: `Faux#${i}abcd`, new: NEW_PASSWORD })).status).toBe(400)
      }
      const blocked = await v.call("PUT", "/api/me/password", { old: PASSWORD, new: NEW_PASSWORD })
      expect(blocked.status).toBe(429)
      expect(blocked.data).toEqual({ message: "Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes." })
    })

    it("lists only the customer's own orders, newest first, with state label and HT/TTC cents", async () => {
      const a = await member("client-a@maison-chaleur.test")
      await member("client-b@maison-chaleur.test")
      const [region] = await sql<{ id: string }>("select id from region where name = 'France'")
      const order = async (email: string, orderNumber: string, unitPrice: number) => {
        const { result } = await createOrderWorkflow(container).run({
          input: {
            region_id: region.id,
            customer_id: await customerId(email),
            email,
            currency_code: "eur",
            metadata: { orderNumber },
            shipping_address: { first_name: "Jeanne", last_name: "Martin", address_1: "1 rue A", postal_code: "75001", city: "Paris", country_code: "fr" },
            items: [{ title: "Radiateur à inertie", quantity: 2, unit_price: unitPrice, is_tax_inclusive: true }],
          },
        })
        await initializeOrderStateWorkflow(container).run({ input: { order_id: result.id } })
        return result.id
      }
      const first = await order("client-a@maison-chaleur.test", "MC-AAAA1111", 600)
      await order("client-b@maison-chaleur.test", "MC-BBBB2222", 100)
      const second = await order("client-a@maison-chaleur.test", "MC-AAAA3333", 499.95)
      await transitionOrderStateWorkflow(container).run({ input: { order_id: second, to: "PAYED", actor_type: "payment" } })
      expect(first).not.toBe(second)

      const res = await a.call("GET", "/api/me/order")
      expect(res.status).toBe(200)
      expect(res.data.map((o: { orderNumber: string }) => o.orderNumber)).toEqual(["MC-AAAA3333", "MC-AAAA1111"])
      expect(res.data[0]).toMatchObject({ state: "PAYED", stateLabel: "Payée", total: { ttc: 99990 } })
      expect(res.data[1]).toMatchObject({ state: "CHECK_OUT", stateLabel: "Paiement non abouti", total: { ttc: 120000 } })
      for (const line of res.data) {
        expect(Number.isInteger(line.total.ht)).toBe(true)
        expect(line.total.ht).toBeLessThanOrEqual(line.total.ttc)
        expect(new Date(line.date).toString()).not.toBe("Invalid Date")
      }
    })
  },
})
