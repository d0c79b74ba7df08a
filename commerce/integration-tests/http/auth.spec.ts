import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { htFromTtc, type ApiSession } from "@shop/shared"
import { CATALOGUE } from "../../src/scripts/seed/catalogue"
import { Visitor, type VisitorApi } from "../visitor"
import { withEngineErrorsHeld, sqlOf, type SqlParam } from "../helpers"

jest.setTimeout(180 * 1000)

const PASSWORD = "Chaleur#2026"
const VALID_SIRET = "73282932000074"
const inStock = CATALOGUE.find((p) => p.stock > 3)!

integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    const visitor = (ip?: string) => new Visitor(api as unknown as VisitorApi, ip)
    const sql = <T>(text: string, params: SqlParam[] = []) => sqlOf(container)<T>(text, params)
    const cartCount = async () => (await sql<{ n: number }>("select count(*)::int as n from cart"))[0].n
    const newestCart = async () =>
      (await sql<{ id: string; customer_id: string | null; region_id: string; sales_channel_id: string }>(
        "select id, customer_id, region_id, sales_channel_id from cart order by created_at desc limit 1"
      ))[0]
    const customerByEmail = async (email: string) =>
      (await sql<{ id: string; company_name: string | null; metadata: Record<string, unknown> | null }>(
        "select id, company_name, metadata from customer where email = ? and has_account = true and deleted_at is null",
        [email]
      ))[0]
    const signUp = (v: Visitor, email: string, extra: Record<string, unknown> = {}) =>
      v.call("POST", "/api/auth", { email, password: PASSWORD, cgu: true, newsletter: false, isPro: false, ...extra })

    beforeAll(async () => {
      container = getContainer()
    })

    describe("GET /api/auth (verify)", () => {
      it("answers a first visit an anonymous session and an empty cart, storing neither until something is written", async () => {
        const before = await cartCount()
        const v = visitor()
        const res = await v.call("GET", "/api/auth")
        expect(res.status).toBe(200)
        expect(res.headers["set-cookie"]).toBeUndefined()
        expect(res.data).toMatchObject({
          isAnonymous: true,
          email: "",
          isPro: false,
          isAdmin: false,
          grants: [],
          firstName: "",
          extras: { cookieAccepted: null },
          cart: {
            products: [],
            discounts: [],
            total: { articles: { ht: 0, ttc: 0 }, delivery: { ht: 0, ttc: 0 }, net: { ht: 0, ttc: 0, vat: 0 } },
          },
        })
        expect(res.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/)
        // A bot reading the session again and again leaves no cart behind.
        for (let i = 0; i < 5; i++) await visitor().call("GET", "/api/auth")
        expect(await cartCount()).toBe(before)
      })

      it("makes the session and its cart on the first product added, behind an HttpOnly SameSite=Lax cookie", async () => {
        const before = await cartCount()
        const v = visitor()
        const added = await v.call("PUT", "/api/cart", { ean: inStock.ean, quantity: 1 })
        expect(added.status).toBe(200)
        const cookie = (added.headers["set-cookie"] as string[]).find((c) => c.startsWith("connect.sid="))!
        expect(cookie).toMatch(/;\s*HttpOnly/i)
        expect(cookie).toMatch(/;\s*SameSite=Lax/i)
        expect(await cartCount()).toBe(before + 1)
        const cart = await newestCart()
        const [region] = await sql<{ id: string }>("select id from region where name = 'France'")
        const [channel] = await sql<{ id: string }>("select id from sales_channel where name = 'Storefront'")
        expect(cart).toMatchObject({ customer_id: null, region_id: region.id, sales_channel_id: channel.id })

        const first = await v.call("GET", "/api/auth")
        expect(first.data.cart.products).toHaveLength(1)
        const again = await v.call("GET", "/api/auth")
        expect(again.data.token).toBe(first.data.token)
        expect(await cartCount()).toBe(before + 1)
      })

      it("creates no session for a read of another /api path", async () => {
        const res = await visitor().call("GET", "/api")
        expect(res.headers["set-cookie"]).toBeUndefined()
      })
    })

    describe("PUT /api/session", () => {
      it("stores cookieAccepted in the session", async () => {
        const v = visitor()
        await v.call("GET", "/api/auth")
        const res = await v.call("PUT", "/api/session", { property: "cookieAccepted", value: true })
        expect(res.status).toBe(200)
        expect(res.data.extras).toEqual({ cookieAccepted: true })
        expect((await v.call("GET", "/api/auth")).data.extras).toEqual({ cookieAccepted: true })
      })

      it("keeps the choice when session reads run at the same time (no stale write-back)", async () => {
        const v = visitor()
        await v.call("GET", "/api/auth")
        // The page's session check and the cookie alert's save can overlap; the reads must not undo the save.
        await Promise.all([
          ...Array.from({ length: 4 }, () => v.call("GET", "/api/auth")),
          v.call("PUT", "/api/session", { property: "cookieAccepted", value: true }),
          ...Array.from({ length: 4 }, () => v.call("GET", "/api/auth")),
        ])
        expect((await v.call("GET", "/api/auth")).data.extras).toEqual({ cookieAccepted: true })
      })

      it("refuses unknown properties and wrong values with 400", async () => {
        const v = visitor()
        const unknown = await v.call("PUT", "/api/session", { property: "customerId", value: "cus_1" })
        expect(unknown.status).toBe(400)
        expect(unknown.data).toEqual({ message: "Cette propriété de session n'existe pas." })
        const wrong = await v.call("PUT", "/api/session", { property: "cookieAccepted", value: "oui" })
        expect(wrong.status).toBe(400)
        expect(wrong.data).toEqual({ message: "Ce champ n'est pas valide" })
      })
    })

    describe("POST /api/auth (sign-up)", () => {
      it("creates a consumer account and logs it in", async () => {
        const v = visitor()
        const res = await signUp(v, "Jeanne.Martin@Exemple.fr", { newsletter: true })
        expect(res.status).toBe(201)
        expect(res.data).toMatchObject({ isAnonymous: false, email: "jeanne.martin@exemple.fr", isPro: false, company: "" })
        const customer = await customerByEmail("jeanne.martin@exemple.fr")
        expect(customer.metadata).toMatchObject({ newsletter: true, isPro: false })
        expect((await v.call("GET", "/api/auth")).data).toMatchObject({ isAnonymous: false, email: "jeanne.martin@exemple.fr" })
      })

      it("creates a pro account in the pro group with its company and SIRET", async () => {
        const v = visitor()
        const res = await signUp(v, "achats@chauffage-pro.fr", { isPro: true, company: "Chauffage Pro", siret: "732 829 320 00074" })
        expect(res.status).toBe(201)
        expect(res.data).toMatchObject({ isAnonymous: false, isPro: true, company: "Chauffage Pro", siret: VALID_SIRET })
        const customer = await customerByEmail("achats@chauffage-pro.fr")
        expect(customer.company_name).toBe("Chauffage Pro")
        const groups = await sql<{ name: string }>(
          `select g.name from customer_group g join customer_group_customer l on l.customer_group_id = g.id
           where l.customer_id = ? and l.deleted_at is null`,
          [customer.id]
        )
        expect(groups.map((g) => g.name)).toEqual(["pro"])
      })

      it("answers the spec's messages for bad inputs, and writes nothing", async () => {
        const v = visitor()
        const cases: [Record<string, unknown>, string, Record<string, string>?][] = [
          [{ password: PASSWORD, cgu: true }, "Vous devez saisir une adresse email"],
          [{ email: "pas-un-email", password: PASSWORD, cgu: true }, "Saisissez une adresse email valide"],
          [{ email: "a@exemple.fr", cgu: true }, "Vous devez saisir un mot de passe"],
          [
            { email: "a@exemple.fr", password: "faible", cgu: true },
            "Mot de passe trop faible (Règles : Au moins 8 caractères dont une lettre minuscule, une lettre majuscule un chiffre et un caractère spécial)",
          ],
          [{ email: "a@exemple.fr", password: PASSWORD, cgu: false }, "Vous devez accepter nos conditions d'utilisation pour continuer"],
          [{ email: "a@exemple.fr", password: PASSWORD, cgu: true, isPro: true, company: "SARL A" }, "Ce champ est obligatoire", { siret: "Ce champ est obligatoire" }],
          [
            { email: "a@exemple.fr", password: PASSWORD, cgu: true, isPro: true, company: "SARL A", siret: "12345678901234" },
            "Ce numéro SIRET n'est pas valide (14 chiffres)",
          ],
        ]
        for (const [body, message, fields] of cases) {
          const res = await v.call("POST", "/api/auth", body)
          expect([res.status, (res.data as unknown as { message: string }).message]).toEqual([400, message])
          if (fields) expect((res.data as unknown as { fields: Record<string, string> }).fields).toEqual(fields)
        }
        expect(await customerByEmail("a@exemple.fr")).toBeUndefined()
      })

      it("leaves no account behind when a later step of a pro sign-up fails, so the e-mail can sign up again", async () => {
        // A fault in the database on the pro-group link, the sign-up's last write.
        await sql(`create function refuse_group_link() returns trigger language plpgsql as $$
          begin raise exception 'pro group link refused'; end $$`)
        await sql("create trigger refuse_group_link before insert on customer_group_customer for each row execute function refuse_group_link()")
        const pro = { isPro: true, company: "Chauffage Pro", siret: VALID_SIRET }
        try {
          const { result: failed } = await withEngineErrorsHeld(container, () => signUp(visitor(), "panne@chauffage-pro.fr", pro))
          expect(failed.status).toBeGreaterThanOrEqual(500)
          expect(await customerByEmail("panne@chauffage-pro.fr")).toBeUndefined()
          expect(await sql("select id from provider_identity where entity_id = ?", ["panne@chauffage-pro.fr"])).toEqual([])
        } finally {
          await sql("drop trigger refuse_group_link on customer_group_customer")
          await sql("drop function refuse_group_link()")
        }
        const again = await signUp(visitor(), "panne@chauffage-pro.fr", pro)
        expect(again.status).toBe(201)
        expect(again.data).toMatchObject({ isPro: true, email: "panne@chauffage-pro.fr" })
      })

      it("answers 409 when the e-mail already has an account", async () => {
        await signUp(visitor(), "deja@exemple.fr")
        const res = await signUp(visitor(), "DEJA@exemple.fr")
        expect(res.status).toBe(409)
        expect(res.data).toEqual({ message: "Un compte existe déjà pour cette adresse email" })
      })
    })

    // The runner restores the database after each test: every test signs its own customer up.
    describe("PUT /api/auth (login) and DELETE /api/auth (logout)", () => {
      const email = "client@exemple.fr"
      const registered = async () => expect((await signUp(visitor("10.0.0.1"), email)).status).toBe(201)

      it("answers 401 'Echec de l'authentification' for a wrong password or an unknown e-mail", async () => {
        await registered()
        const v = visitor("10.0.1.1")
        for (const body of [{ email, password: "Mauvais#2026" }, { email: "inconnu@exemple.fr", password: PASSWORD }]) {
          const res = await v.call("PUT", "/api/auth", body)
          expect(res.status).toBe(401)
          expect(res.data).toEqual({ message: "Echec de l'authentification" })
        }
        expect((await v.call("GET", "/api/auth")).data.isAnonymous).toBe(true)
      })

      it("logs in, keeping the anonymous cart's lines, on a new session id and token", async () => {
        await registered()
        const v = visitor("10.0.2.1")
        expect((await v.call("PUT", "/api/cart", { ean: inStock.ean, quantity: 2 })).status).toBe(200)
        const anonymous = await v.call("GET", "/api/auth")
        const anonymousCookie = v.cookie
        const cart = await newestCart()
        const line = {
          ean: inStock.ean,
          designation: inStock.title,
          quantity: 2,
          price: { ttc: inStock.priceCents, ht: htFromTtc(inStock.priceCents, 20) },
          inventoryError: false,
        }
        expect((await v.call("GET", "/api/auth")).data.cart.products).toEqual([expect.objectContaining(line)])

        const res = await v.call("PUT", "/api/auth", { email: "  Client@Exemple.fr ", password: PASSWORD })
        expect(res.status).toBe(200)
        expect(res.data).toMatchObject({ isAnonymous: false, email, isPro: false })
        expect(res.data.cart.products).toEqual([expect.objectContaining(line)])
        expect(res.data.cart.total.articles.ttc).toBe(2 * inStock.priceCents)
        expect(res.data.cart.total.net.vat).toBe(res.data.cart.total.net.ttc - res.data.cart.total.net.ht)
        expect(res.data.cart.total.net.vat).toBeGreaterThan(0)
        expect(res.data.token).not.toBe(anonymous.data.token)
        expect(v.cookie).not.toBe(anonymousCookie)
        const customer = await customerByEmail(email)
        expect((await sql<{ customer_id: string }>("select customer_id from cart where id = ?", [cart.id]))[0].customer_id).toBe(customer.id)
      })

      it("logs out to a new anonymous session with an empty cart (made on its first add)", async () => {
        await registered()
        const v = visitor("10.0.3.1")
        const login = await v.call("PUT", "/api/auth", { email, password: PASSWORD })
        expect(login.status).toBe(200)
        const loggedInCookie = v.cookie
        const before = await cartCount()
        const res = await v.call("DELETE", "/api/auth")
        expect(res.status).toBe(200)
        expect(res.data).toMatchObject({ isAnonymous: true, email: "", cart: { products: [] } })
        expect(res.data.token).not.toBe(login.data.token)
        expect(await cartCount()).toBe(before)
        // The old cookie no longer opens the customer's session.
        const old = visitor("10.0.3.1")
        old.cookie = loggedInCookie
        expect((await old.call("GET", "/api/auth")).data.isAnonymous).toBe(true)
      })

      it("makes the 6th try on one account from one IP wait (429, Retry-After), even with the right password", async () => {
        await registered()
        for (let i = 0; i < 5; i++) {
          const res = await visitor("10.1.0.1").call("PUT", "/api/auth", { email, password: "Mauvais#2026" })
          expect(res.status).toBe(401)
        }
        const blocked = await visitor("10.1.0.1").call("PUT", "/api/auth", { email, password: PASSWORD })
        expect(blocked.status).toBe(429)
        expect(blocked.data).toEqual({ message: "Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes." })
        expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0)
        expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(30)
      })

      it("does not lock the account's owner out: failures from elsewhere do not slow another IP down", async () => {
        const owner = "proprietaire@exemple.fr"
        expect((await signUp(visitor("10.1.2.1"), owner)).status).toBe(201)
        for (let i = 0; i < 8; i++) {
          const res = await visitor(`10.1.3.${i + 1}`).call("PUT", "/api/auth", { email: owner, password: "Mauvais#2026" })
          expect(res.status).toBe(401)
        }
        const attacker = visitor("10.1.4.1")
        for (let i = 0; i < 5; i++) await attacker.call("PUT", "/api/auth", { email: owner, password: "Mauvais#2026" })
        expect((await attacker.call("PUT", "/api/auth", { email: owner, password: "Mauvais#2026" })).status).toBe(429)
        const home = await visitor("10.1.5.1").call("PUT", "/api/auth", { email: owner, password: PASSWORD })
        expect(home.status).toBe(200)
      })

      it("counts before checking: 40 parallel wrong passwords on one account from one IP get at most 6 checks", async () => {
        const target = "rafale.parallele@exemple.fr"
        expect((await signUp(visitor("10.1.6.1"), target)).status).toBe(201)
        // The per-IP cap out of reach, so only the per-account delay is at work.
        const config = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE) as { plugins: { resolve?: string; options?: Record<string, unknown> }[] }
        const entry = config.plugins.find((p) => typeof p !== "string" && p.resolve === "@shop/compat-api")!
        const before = entry.options
        entry.options = { ...before, loginRateLimit: { perIp: 1000 } }
        try {
          const answers = await Promise.all(
            Array.from({ length: 40 }, () => visitor("10.1.7.1").call("PUT", "/api/auth", { email: target, password: "Mauvais#2026" }))
          )
          const checked = answers.filter((a) => a.status === 401).length
          expect(checked).toBeGreaterThanOrEqual(1)
          expect(checked).toBeLessThanOrEqual(6)
          expect(answers.filter((a) => a.status === 429).length).toBe(40 - checked)
        } finally {
          entry.options = before
        }
      })

      it("refuses an 11th failed login from one IP with 429", async () => {
        const v = visitor("10.2.0.1")
        for (let i = 0; i < 10; i++) {
          expect((await v.call("PUT", "/api/auth", { email: `inconnu${i}@exemple.fr`, password: PASSWORD })).status).toBe(401)
        }
        const blocked = await v.call("PUT", "/api/auth", { email: "autre@exemple.fr", password: PASSWORD })
        expect(blocked.status).toBe(429)
      })
    })

    describe("request guards on /api", () => {
      it("refuses a mutation from a foreign Origin with 403 and writes nothing", async () => {
        const v = visitor()
        await v.call("GET", "/api/auth")
        const evil = { origin: "https://evil.example" }
        const put = await v.call("PUT", "/api/session", { property: "cookieAccepted", value: true }, evil)
        expect(put.status).toBe(403)
        expect(put.data).toEqual({ message: "Cette action n'est pas autorisée depuis un autre site." })
        expect((await v.call("GET", "/api/auth")).data.extras.cookieAccepted).toBeNull()

        const signup = await v.call("POST", "/api/auth", { email: "csrf@exemple.fr", password: PASSWORD, cgu: true }, evil)
        expect(signup.status).toBe(403)
        expect(await customerByEmail("csrf@exemple.fr")).toBeUndefined()

        const storefront = String(container.resolve("configModule").projectConfig.http.storeCors).split(",")[0].trim()
        const allowed = await v.call("PUT", "/api/session", { property: "cookieAccepted", value: false }, { origin: storefront })
        expect(allowed.status).toBe(200)
        expect(allowed.data.extras.cookieAccepted).toBe(false)
      })

      it("answers bad JSON with 400 and oversized bodies with 413, in French", async () => {
        const v = visitor()
        const bad = await v.raw("PUT", "/api/auth", '{"email": "a@exemple.fr",')
        expect(bad.status).toBe(400)
        expect(bad.data).toEqual({ message: "Le contenu de la requête n'est pas un JSON valide." })
        const huge = await v.raw("POST", "/api/auth", JSON.stringify({ email: "a@exemple.fr", padding: "x".repeat(200_000) }))
        expect(huge.status).toBe(413)
        expect(huge.data).toEqual({ message: "Le contenu de la requête est trop volumineux." })
      })
    })
  },
})
