import { readdirSync, statSync } from "node:fs"
import path from "node:path"
import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createUserAccountWorkflow } from "@medusajs/medusa/core-flows"
import { setStaffGrantsWorkflow } from "@shop/admin-grants"
import { ADMIN_PATH_GRANTS, GRANTS, type Grant } from "@shop/shared"
import { medusaAdminRouteGrants } from "@shop/server-kit"
import { Visitor, type VisitorApi } from "../visitor"
import { STAFF, withEngineErrorsHeld } from "../helpers"

jest.setTimeout(900 * 1000)

const PASSWORD = "Equipe#2026"
const DENIED = { message: "Accès refusé!" }
type Answer = { status: number | string; data: unknown }
type Axios = { request(config: Record<string, unknown>): Promise<Answer> }
type StaffMember = { label: string; grants: readonly Grant[]; token: string; visitor: Visitor }
type AdminRoute = { method: string; url: string }

/**
 * Every admin route file of a folder (Medusa's own, a plugin's build) and the methods it exports. Routes Medusa
 * serves without authenticating a staff user (`AUTHENTICATE = false`: the feature flags, accepting an invitation
 * with its own token) are no staff routes and stay Medusa's.
 */
function adminRoutes(root: string, prefix: string): AdminRoute[] {
  const routes: AdminRoute[] = []
  const walk = (dir: string, segments: string[]) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) walk(full, [...segments, name.replace(/^\[.*\]$/, "matrice_test")])
      else if (name === "route.js") {
        const handlers = require(full) as Record<string, unknown>
        if (handlers.AUTHENTICATE === false) continue
        for (const method of ["GET", "POST", "DELETE"]) {
          if (typeof handlers[method] === "function") routes.push({ method, url: `${prefix}/${segments.join("/")}` })
        }
      }
    }
  }
  walk(root, [])
  return routes
}

const MEDUSA_ADMIN = path.join(path.dirname(require.resolve("@medusajs/medusa/package.json")), "dist/api/admin")
const PRO_PRICING_ADMIN = path.join(path.dirname(require.resolve("@shop/pro-pricing/package.json")), ".medusa/server/src/api/admin")
const ROUTES = [...adminRoutes(MEDUSA_ADMIN, "/admin"), ...adminRoutes(PRO_PRICING_ADMIN, "/admin")]

/**
 * Reads that never answer here, checked for refusal only: server-sent event streams (workflow subscriptions), and
 * Medusa's index routes (the index module is not configured in this app: Medusa logs a warning and never answers).
 */
const neverAnswers = (route: AdminRoute) => route.url.endsWith("/subscribe") || route.url.startsWith("/admin/index/")

const holds = (grants: readonly Grant[], needed: readonly Grant[]) => grants.length > 0 && needed.every((g) => grants.includes(g))

/** Runs `tasks` a few at a time (the engine is shared with the other helpers' suites). */
async function inBatches<T>(items: T[], size: number, task: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(task))
}

/**
 * Issue 11 item 16: the section-6 grants on the server. Every staff route (each of Medusa's admin API routes, the
 * pro-pricing admin routes, every /api/admin group) × a staff member holding no grant, each single grant, and all.
 */
integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    const staff: StaffMember[] = []
    const http = api as unknown as Axios

    async function createStaff(label: string, grants: readonly Grant[]): Promise<StaffMember> {
      const email = `equipe.${label}@maison-chaleur.test`
      const auth = container.resolve(Modules.AUTH)
      const { authIdentity } = await auth.register("emailpass", { body: { email, password: PASSWORD } })
      const { result } = await createUserAccountWorkflow(container).run({
        input: { authIdentityId: authIdentity!.id, userData: { email, first_name: "Équipe", last_name: label } },
      })
      if (grants.length) await setStaffGrantsWorkflow(container).run({ input: { user_id: result.id, grants: [...grants] } })
      const login = await http.request({ method: "POST", url: "/auth/user/emailpass", data: { email, password: PASSWORD } })
      const visitor = new Visitor(api as unknown as VisitorApi, `10.30.0.${staff.length + 1}`)
      expect((await visitor.call("PUT", "/api/auth", { email, password: PASSWORD })).status).toBe(200)
      return { label, grants, token: (login.data as { token: string }).token, visitor }
    }

    const adminCall = (member: Pick<StaffMember, "token">, route: AdminRoute) =>
      http.request({
        method: route.method,
        url: route.url,
        data: route.method === "GET" ? undefined : {},
        validateStatus: () => true,
        timeout: 30_000,
        headers: { authorization: `Bearer ${member.token}` },
      })

    beforeAll(async () => {
      container = getContainer()
      staff.push(await createStaff("aucun", []))
      for (const grant of GRANTS) staff.push(await createStaff(grant, [grant]))
      staff.push(await createStaff("tous", GRANTS))
    })

    it("finds Medusa's admin routes and the pro-pricing ones to walk", () => {
      expect(ROUTES.length).toBeGreaterThan(300)
      expect(ROUTES).toContainEqual({ method: "POST", url: "/admin/pro-pricing/sync" })
      expect(ROUTES).toContainEqual({ method: "GET", url: "/admin/orders" })
    })

    it("refuses every admin route to a staff member lacking its grant (403 'Accès refusé!'), before the route runs", async () => {
      const wrong: string[] = []
      for (const member of staff) {
        const denied = ROUTES.filter((route) => !holds(member.grants, medusaAdminRouteGrants(route.method, route.url)))
        await inBatches(denied, 8, async (route) => {
          const res = await adminCall(member, route).catch((error: Error) => ({ status: error.message, data: null }))
          if (res.status !== 403 || JSON.stringify(res.data) !== JSON.stringify(DENIED)) {
            wrong.push(`${member.label}: ${route.method} ${route.url} → ${res.status}`)
          }
        })
      }
      expect(wrong).toEqual([])
    })

    it("lets a staff member read every admin route their grants open (GET runs; writes are not replayed here)", async () => {
      const wrong: string[] = []
      // The routes run with made-up ids (`matrice_test`): the engine's errors about them are expected, held back.
      await withEngineErrorsHeld(container, async () => {
        for (const member of staff) {
          const allowed = ROUTES.filter((r) => r.method === "GET" && !neverAnswers(r) && holds(member.grants, medusaAdminRouteGrants(r.method, r.url)))
          await inBatches(allowed, 8, async (route) => {
            const res = await adminCall(member, route).catch((error: Error) => ({ status: error.message, data: null }))
            if (typeof res.status !== "number" || res.status === 401 || res.status === 403) {
              wrong.push(`${member.label}: GET ${route.url} → ${res.status}`)
            }
          })
        }
      })
      expect(wrong).toEqual([])
    })

    it("keeps the whole Medusa admin for the seeded owner (every grant)", async () => {
      const login = await http.request({ method: "POST", url: "/auth/user/emailpass", data: STAFF })
      const owner = { token: (login.data as { token: string }).token }
      for (const url of ["/admin/users/me", "/admin/products", "/admin/orders", "/admin/api-keys", "/admin/stores"]) {
        expect({ url, status: (await adminCall(owner, { method: "GET", url })).status }).toEqual({ url, status: 200 })
      }
    })

    it("answers a staff member without any grant 403 even where any admin may read", async () => {
      const none = staff.find((m) => m.label === "aucun")!
      const res = await adminCall(none, { method: "GET", url: "/admin/users/me" })
      expect(res.status).toBe(403)
    })

    it("guards every /api/admin group by the section-6 table, and any group it does not name by every grant", async () => {
      const groups = [...Object.keys(ADMIN_PATH_GRANTS).filter((g) => g !== ""), "pas-dans-la-table"]
      const wrong: string[] = []
      for (const member of staff) {
        for (const group of groups) {
          const needed = ADMIN_PATH_GRANTS[group] ?? GRANTS
          const res = await member.visitor.call("GET", `/api/admin/${group}`)
          // Past the guard there is no route yet: the edge's JSON 404.
          const expected = holds(member.grants, needed) ? 404 : 403
          if (res.status !== expected) wrong.push(`${member.label}: /api/admin/${group} → ${res.status}, expected ${expected}`)
        }
      }
      expect(wrong).toEqual([])
    })
  },
})
