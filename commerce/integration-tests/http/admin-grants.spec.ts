import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createUserAccountWorkflow, deleteUsersWorkflow } from "@medusajs/medusa/core-flows"
import { setStaffGrantsWorkflow } from "@shop/admin-grants"
import type { ApiSession } from "@shop/shared"
import { CATALOGUE } from "../../src/scripts/seed/catalogue"
import { Visitor, type VisitorApi } from "../visitor"
import { seed, STAFF, sqlOf, type SqlParam } from "../helpers"

jest.setTimeout(180 * 1000)

const ALL_GRANTS = ["dev", "orders", "users", "messages", "quotes", "promo", "legal", "home", "blog", "newsletter", "faq", "extern"]
const PASSWORD = "Chaleur#2026"
const inStock = CATALOGUE.find((p) => p.stock > 3)!

integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let ipCounter = 0
    // Each visitor its own address, so the per-IP login limit never mixes the tests.
    const visitor = () => new Visitor(api as unknown as VisitorApi, `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`)
    const sql = <T>(text: string, params: SqlParam[] = []) => sqlOf(container)<T>(text, params)
    const staffId = async (email = STAFF.email) => (await container.resolve(Modules.USER).listUsers({ email }))[0].id
    const grantsInDb = async (userId: string) =>
      (await sql<{ grants: string[] }>("select grants from admin_grant where user_id = ? and deleted_at is null", [userId]))[0]?.grants
    const signUp = (v: Visitor, email: string) =>
      v.call("POST", "/api/auth", { email, password: PASSWORD, cgu: true, newsletter: false, isPro: false })

    /** A second staff account, made as `medusa user` makes one. */
    async function createStaff(email: string, password: string): Promise<string> {
      const auth = container.resolve(Modules.AUTH)
      const { authIdentity } = await auth.register("emailpass", { body: { email, password } })
      const { result } = await createUserAccountWorkflow(container).run({
        input: { authIdentityId: authIdentity!.id, userData: { email, first_name: "Camille", last_name: "Martin" } },
      })
      return result.id
    }

    beforeAll(async () => {
      container = getContainer()
    })

    describe("seed", () => {
      it("gives the seeded staff user every grant of section 6, and a second run changes nothing", async () => {
        expect(await grantsInDb(await staffId())).toEqual(ALL_GRANTS)
        const query = container.resolve(ContainerRegistrationKeys.QUERY)
        const { data } = await query.graph({ entity: "user", fields: ["email", "admin_grant.grants"], filters: { email: STAFF.email } })
        expect(data[0]).toMatchObject({ email: STAFF.email, admin_grant: { grants: ALL_GRANTS } })
        const again = await seed(container)
        expect(again.changes.filter((change) => change.includes("grant"))).toEqual([])
      })
    })

    describe("staff login through PUT /api/auth", () => {
      it("recognises the seeded staff user as an admin with every grant, for the whole session", async () => {
        const v = visitor()
        const anonymous = await v.call("GET", "/api/auth")
        const res = await v.call("PUT", "/api/auth", { email: STAFF.email, password: STAFF.password })
        expect(res.status).toBe(200)
        expect(res.data).toMatchObject({
          isAnonymous: false,
          email: STAFF.email,
          firstName: "Équipe",
          lastName: "Maison Chaleur",
          isAdmin: true,
          isPro: false,
          grants: ALL_GRANTS,
        })
        expect(res.data.token).not.toBe(anonymous.data.token)
        const verify = await v.call("GET", "/api/auth")
        expect(verify.data).toMatchObject({ isAnonymous: false, email: STAFF.email, isAdmin: true, grants: ALL_GRANTS })
      })

      it("answers a wrong staff password with 401 'Echec de l'authentification' and stays anonymous", async () => {
        const v = visitor()
        const res = await v.call("PUT", "/api/auth", { email: STAFF.email, password: "pas-le-bon" })
        expect(res.status).toBe(401)
        expect(res.data).toEqual({ message: "Echec de l'authentification" })
        expect((await v.call("GET", "/api/auth")).data).toMatchObject({ isAnonymous: true, isAdmin: false, grants: [] })
      })

      it("gives a customer isAdmin false and no grants", async () => {
        const email = "cliente.grants@exemple.fr"
        expect((await signUp(visitor(), email)).status).toBe(201)
        const res = await visitor().call("PUT", "/api/auth", { email, password: PASSWORD })
        expect(res.status).toBe(200)
        expect(res.data).toMatchObject({ isAnonymous: false, email, isAdmin: false, grants: [] })
      })

      it("logs a staff user out to an anonymous session", async () => {
        const v = visitor()
        await v.call("PUT", "/api/auth", { email: STAFF.email, password: STAFF.password })
        const staffCookie = v.cookie
        const res = await v.call("DELETE", "/api/auth")
        expect(res.status).toBe(200)
        expect(res.data).toMatchObject({ isAnonymous: true, email: "", isAdmin: false, grants: [] })
        // The staff session's old cookie opens nothing any more.
        const old = visitor()
        old.cookie = staffCookie
        expect((await old.call("GET", "/api/auth")).data).toMatchObject({ isAnonymous: true, isAdmin: false })
      })

      it("does not hand a customer's cart to a staff login on the same browser", async () => {
        const email = "client.partage@exemple.fr"
        const v = visitor()
        await signUp(v, email)
        expect((await v.call("PUT", "/api/cart", { ean: inStock.ean, quantity: 1 })).status).toBe(200)
        const [cart] = await sql<{ id: string }>(
          "select c.id from cart c join customer u on u.id = c.customer_id where u.email = ? order by c.created_at desc limit 1",
          [email]
        )
        expect((await v.call("GET", "/api/auth")).data.cart.products).toHaveLength(1)
        const cartsBefore = (await sql<{ n: number }>("select count(*)::int as n from cart"))[0].n

        const staff = await v.call("PUT", "/api/auth", { email: STAFF.email, password: STAFF.password })
        expect(staff.data).toMatchObject({ email: STAFF.email, isAdmin: true, cart: { products: [] } })
        // The customer's cart stays theirs, line and all; the staff session's cart belongs to no customer.
        const [kept] = await sql<{ customer_email: string; lines: number }>(
          `select u.email as customer_email, (select count(*)::int from cart_line_item l where l.cart_id = c.id and l.deleted_at is null) as lines
             from cart c join customer u on u.id = c.customer_id where c.id = ?`,
          [cart.id]
        )
        expect(kept).toEqual({ customer_email: email, lines: 1 })
        // The staff session starts with no cart of its own.
        expect((await sql<{ n: number }>("select count(*)::int as n from cart"))[0].n).toBe(cartsBefore)
      })

      it("reads grants on every answer: a change is seen on the next call, and no grant means no admin", async () => {
        const userId = await createStaff("camille@maison-chaleur.test", "Camille#2026")
        const v = visitor()
        const login = await v.call("PUT", "/api/auth", { email: "camille@maison-chaleur.test", password: "Camille#2026" })
        expect(login.data).toMatchObject({ isAnonymous: false, firstName: "Camille", isAdmin: false, grants: [] })

        const { result } = await setStaffGrantsWorkflow(container).run({ input: { user_id: userId, grants: ["faq", "orders", "faq"] } })
        expect(result).toEqual({ user_id: userId, grants: ["orders", "faq"], isAdmin: true })
        expect((await v.call("GET", "/api/auth")).data).toMatchObject({ isAdmin: true, grants: ["orders", "faq"] })

        await setStaffGrantsWorkflow(container).run({ input: { user_id: userId, grants: [] } })
        expect((await v.call("GET", "/api/auth")).data).toMatchObject({ isAnonymous: false, isAdmin: false, grants: [] })
      })

      it("ends a deleted staff user's session and removes its grants", async () => {
        const userId = await createStaff("partant@maison-chaleur.test", "Partant#2026")
        await setStaffGrantsWorkflow(container).run({ input: { user_id: userId, grants: ["blog"] } })
        const v = visitor()
        expect((await v.call("PUT", "/api/auth", { email: "partant@maison-chaleur.test", password: "Partant#2026" })).data.isAdmin).toBe(true)
        await deleteUsersWorkflow(container).run({ input: { ids: [userId] } })
        expect((await v.call("GET", "/api/auth")).data).toMatchObject({ isAnonymous: true, isAdmin: false, grants: [] })
        // The subscriber runs after the event: give it a moment.
        for (let i = 0; i < 50 && (await grantsInDb(userId)); i++) await new Promise((resolve) => setTimeout(resolve, 100))
        expect(await grantsInDb(userId)).toBeUndefined()
      })
    })

    describe("set-staff-grants workflow", () => {
      it("refuses an unknown grant in French and writes nothing", async () => {
        const userId = await staffId()
        const { errors } = await setStaffGrantsWorkflow(container).run({
          input: { user_id: userId, grants: ["dev", "superadmin"] },
          throwOnError: false,
        })
        expect(errors[0].error.message).toBe("Le droit « superadmin » n'existe pas.")
        expect(await grantsInDb(userId)).toEqual(ALL_GRANTS)
      })

      it("refuses an unknown staff user", async () => {
        const { errors } = await setStaffGrantsWorkflow(container).run({
          input: { user_id: "user_inconnu", grants: ["dev"] },
          throwOnError: false,
        })
        expect(errors[0].error.message).toBe("Ce compte d'équipe n'existe pas.")
        expect(await sql("select id from admin_grant where user_id = 'user_inconnu'")).toEqual([])
      })
    })

    // Last: the memory counters outlive the database reset between tests.
    describe("login rate limit", () => {
      it("limits staff logins like customer logins: a 6th try from the same IP after 5 failures gets 429, even with the right password", async () => {
        const guesser = visitor()
        for (let i = 0; i < 5; i++) {
          const res = await guesser.call("PUT", "/api/auth", { email: STAFF.email, password: `mauvais-${i}` })
          expect(res.status).toBe(401)
          expect(res.data).toEqual({ message: "Echec de l'authentification" })
        }
        const blocked = await guesser.call("PUT", "/api/auth", { email: STAFF.email, password: STAFF.password })
        expect(blocked.status).toBe(429)
        expect(blocked.data).toEqual({ message: "Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes." })
      })
    })
  },
})
