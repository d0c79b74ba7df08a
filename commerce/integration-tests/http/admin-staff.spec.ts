import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createUserAccountWorkflow } from "@medusajs/medusa/core-flows"
import { setStaffGrantsWorkflow } from "@shop/admin-grants"
import { GRANTS, type ApiStaffList, type ApiStaffMember } from "@shop/shared"
import { runSeed } from "../../src/scripts/seed/run"
import { Visitor, type VisitorApi } from "../visitor"
import { seed, STAFF } from "../helpers"

jest.setTimeout(180 * 1000)

const ALL = [...GRANTS]
const PASSWORD = "Equipe#2026"
const DESK = { email: "commandes@maison-chaleur.test", password: "Commandes#2026" }
const LAST_FULL_ADMIN = "Au moins un membre de l'équipe doit garder tous les droits : sans lui, plus personne ne pourrait rendre des droits."

/**
 * Issue 12, the grants screen's routes (`@shop/admin-grants`): `GET /api/admin/staff`, `PUT /api/admin/staff/{id}`
 * {grants}, for staff holding every grant only; and the seeded order desk (orders + messages).
 */
integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let ipCounter = 0
    const visitor = () => new Visitor(api as unknown as VisitorApi, `10.12.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`)
    const userId = async (email: string) => (await container.resolve(Modules.USER).listUsers({ email }))[0].id
    const grantsInDb = async (id: string) =>
      ((await container.resolve(ContainerRegistrationKeys.PG_CONNECTION).raw("select grants from admin_grant where user_id = ? and deleted_at is null", [id]))
        .rows[0] as { grants: string[] } | undefined)?.grants

    async function createStaff(email: string, grants: string[]): Promise<string> {
      const { authIdentity } = await container.resolve(Modules.AUTH).register("emailpass", { body: { email, password: PASSWORD } })
      const { result } = await createUserAccountWorkflow(container).run({
        input: { authIdentityId: authIdentity!.id, userData: { email, first_name: "Camille", last_name: "Martin" } },
      })
      await setStaffGrantsWorkflow(container).run({ input: { user_id: result.id, grants } })
      return result.id
    }

    async function loggedIn(email: string, password = PASSWORD): Promise<Visitor> {
      const v = visitor()
      const login = await v.call("PUT", "/api/auth", { email, password })
      expect(login.status).toBe(200)
      return v
    }

    // The seeded shop, plus the order desk (`npm start` seeds it; the tests' helpers do not).
    beforeAll(async () => {
      container = getContainer()
      await runSeed(container, { admin: STAFF, desk: DESK })
    })

    describe("seeded order desk", () => {
      it("holds only orders + messages, is put back to them by the next run, and logs in through PUT /api/auth", async () => {
        const desk = await userId(DESK.email)
        expect(await grantsInDb(desk)).toEqual(["orders", "messages"])
        await setStaffGrantsWorkflow(container).run({ input: { user_id: desk, grants: ["orders", "promo"] } })
        const again = await runSeed(container, { admin: STAFF, desk: DESK })
        expect(again.changes.filter((change) => change.includes("grant"))).toEqual([
          `gave staff user ${DESK.email} the admin grants orders, messages`,
        ])
        expect(await grantsInDb(desk)).toEqual(["orders", "messages"])
        expect((await seed(container)).changes.filter((change) => change.includes("grant"))).toEqual([])
        const v = await loggedIn(DESK.email, DESK.password)
        expect((await v.call("GET", "/api/auth")).data).toMatchObject({ email: DESK.email, isAdmin: true, grants: ["orders", "messages"] })
      })
    })

    describe("GET /api/admin/staff", () => {
      it("answers 401 to a visitor and to a customer, 403 'Accès refusé!' to staff without every grant", async () => {
        expect((await visitor().call("GET", "/api/admin/staff")).status).toBe(401)
        const customer = visitor()
        await customer.call("POST", "/api/auth", { email: "cliente.staff@exemple.fr", password: PASSWORD, cgu: true, newsletter: false, isPro: false })
        expect(await customer.call("GET", "/api/admin/staff")).toMatchObject({ status: 401 })
        const desk = await loggedIn(DESK.email, DESK.password)
        expect(await desk.call("GET", "/api/admin/staff")).toMatchObject({ status: 403, data: { message: "Accès refusé!" } })
        await createStaff("presque@maison-chaleur.test", ALL.filter((grant) => grant !== "extern"))
        const almost = await loggedIn("presque@maison-chaleur.test")
        expect(await almost.call("GET", "/api/admin/staff")).toMatchObject({ status: 403, data: { message: "Accès refusé!" } })
      })

      it("lists every staff member with their grants to a full admin, by e-mail, marking the caller", async () => {
        const owner = await loggedIn(STAFF.email, STAFF.password)
        const { status, data } = await owner.call<ApiStaffList>("GET", "/api/admin/staff")
        expect(status).toBe(200)
        expect(data.staff.map((member) => [member.email, member.grants, member.isAdmin, member.isSelf])).toEqual([
          [DESK.email, ["orders", "messages"], true, false],
          [STAFF.email, ALL, true, true],
        ])
        expect(data.staff[0]).toMatchObject({ firstName: "Service", lastName: "Commandes", id: await userId(DESK.email) })
      })
    })

    describe("PUT /api/admin/staff/{id}", () => {
      it("answers 401 to a visitor and 403 to the order desk, changing nothing", async () => {
        const desk = await userId(DESK.email)
        expect((await visitor().call("PUT", `/api/admin/staff/${desk}`, { grants: ALL })).status).toBe(401)
        const deskLogin = await loggedIn(DESK.email, DESK.password)
        expect(await deskLogin.call("PUT", `/api/admin/staff/${desk}`, { grants: ALL })).toMatchObject({ status: 403, data: { message: "Accès refusé!" } })
        expect(await grantsInDb(desk)).toEqual(["orders", "messages"])
      })

      it("sets the whole list (duplicates collapse, table order) and the member's next call sees it", async () => {
        const desk = await userId(DESK.email)
        const deskLogin = await loggedIn(DESK.email, DESK.password)
        const owner = await loggedIn(STAFF.email, STAFF.password)
        const res = await owner.call<ApiStaffMember>("PUT", `/api/admin/staff/${desk}`, { grants: ["promo", "orders", "promo"] })
        expect(res.status).toBe(200)
        expect(res.data).toEqual({ id: desk, email: DESK.email, firstName: "Service", lastName: "Commandes", grants: ["orders", "promo"], isAdmin: true, isSelf: false })
        expect(await grantsInDb(desk)).toEqual(["orders", "promo"])
        expect((await deskLogin.call("GET", "/api/auth")).data).toMatchObject({ grants: ["orders", "promo"] })
        // no grant at all: the login stays, no admin any more
        expect((await owner.call<ApiStaffMember>("PUT", `/api/admin/staff/${desk}`, { grants: [] })).data).toMatchObject({ grants: [], isAdmin: false })
        expect((await deskLogin.call("GET", "/api/auth")).data).toMatchObject({ isAdmin: false, grants: [] })
      })

      it("answers 400 in French for a bad body and 404 for an unknown member, changing nothing", async () => {
        const desk = await userId(DESK.email)
        const owner = await loggedIn(STAFF.email, STAFF.password)
        expect(await owner.call("PUT", `/api/admin/staff/${desk}`, { grants: ["orders", "superadmin"] })).toMatchObject({
          status: 400,
          data: { message: "Le droit « superadmin » n'existe pas." },
        })
        expect(await owner.call("PUT", `/api/admin/staff/${desk}`, { grants: "orders" })).toMatchObject({
          status: 400,
          data: { message: "Les droits doivent être une liste." },
        })
        expect(await owner.call("PUT", `/api/admin/staff/${desk}`, {})).toMatchObject({ status: 400, data: { message: "Les droits doivent être une liste." } })
        expect(await owner.call("PUT", "/api/admin/staff/user_inconnu", { grants: ["orders"] })).toMatchObject({
          status: 404,
          data: { message: "Ce compte d'équipe n'existe pas." },
        })
        expect(await grantsInDb(desk)).toEqual(["orders", "messages"])
      })

      it("refuses with 409 to take a grant from the last full admin, even their own; allowed while another remains", async () => {
        const ownerId = await userId(STAFF.email)
        const owner = await loggedIn(STAFF.email, STAFF.password)
        expect(await owner.call("PUT", `/api/admin/staff/${ownerId}`, { grants: ["orders"] })).toMatchObject({ status: 409, data: { message: LAST_FULL_ADMIN } })
        expect(await owner.call("PUT", `/api/admin/staff/${ownerId}`, { grants: [] })).toMatchObject({ status: 409, data: { message: LAST_FULL_ADMIN } })
        expect(await grantsInDb(ownerId)).toEqual(ALL)
        expect((await owner.call("GET", "/api/admin/staff")).status).toBe(200)

        const second = await createStaff("seconde@maison-chaleur.test", ALL)
        const lowered = await owner.call<ApiStaffMember>("PUT", `/api/admin/staff/${ownerId}`, { grants: ["orders"] })
        expect(lowered).toMatchObject({ status: 200, data: { grants: ["orders"], isSelf: true } })
        // the owner's own next call: no longer a full admin
        expect((await owner.call("GET", "/api/admin/staff")).status).toBe(403)
        const secondLogin = await loggedIn("seconde@maison-chaleur.test")
        expect(await secondLogin.call("PUT", `/api/admin/staff/${second}`, { grants: ["faq"] })).toMatchObject({ status: 409, data: { message: LAST_FULL_ADMIN } })
        expect(await secondLogin.call("PUT", `/api/admin/staff/${ownerId}`, { grants: ALL })).toMatchObject({ status: 200, data: { grants: ALL } })
      })
    })
  },
})
