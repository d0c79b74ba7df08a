import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { Visitor, type VisitorApi } from "../visitor"

jest.setTimeout(180 * 1000)

const UNKNOWN = { message: "Cette adresse de l'API n'existe pas." }
const TOO_MANY = { message: "Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes." }
type PluginEntry = { resolve?: string; options?: Record<string, unknown> }

/** The server kit's /api edge as the app runs it: unknown paths, the client's IP behind proxies. */
integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    const visitor = (ip?: string) => new Visitor(api as unknown as VisitorApi, ip)
    /** Gives the running app's edge these options (read on every request, as medusa-config would give them). */
    const configure = (options: Record<string, unknown>) => {
      const config = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE) as { plugins: (string | PluginEntry)[] }
      const entry = config.plugins.find((p): p is PluginEntry => typeof p !== "string" && p.resolve === "@shop/compat-api")!
      entry.options = { ...entry.options, ...options }
    }

    beforeAll(async () => {
      container = getContainer()
    })

    describe("unknown /api paths", () => {
      it("answer a JSON 404 in French, whatever the method, instead of Express's HTML", async () => {
        const v = visitor("10.20.0.1")
        for (const [method, url] of [
          ["GET", "/api/nexiste-pas"],
          ["POST", "/api/auth/inconnu"],
          ["PUT", "/api/product/une-piece/en-trop/encore"],
          ["DELETE", "/api/newsletter"],
        ]) {
          const res = await v.call(method, url, method === "GET" || method === "DELETE" ? undefined : {})
          expect({ method, url, status: res.status, data: res.data }).toEqual({ method, url, status: 404, data: UNKNOWN })
          expect(String(res.headers["content-type"])).toMatch(/^application\/json/)
        }
      })

      it("leave the real routes of every plugin answering", async () => {
        const v = visitor("10.20.0.2")
        expect((await v.call("GET", "/api/auth")).status).toBe(200)
        // compat-api's product page: its own 404 text, not the edge's.
        const product = await v.call("GET", "/api/product/aucun-produit-de-ce-nom")
        expect(product.status).toBe(404)
        expect(product.data).not.toEqual(UNKNOWN)
        // @shop/newsletter's own route: a malformed token is its validation error, not an unknown path.
        const unsubscribe = await v.call("PUT", "/api/newsletter/unsubscribe/pas-un-jeton")
        expect(unsubscribe.status).toBe(400)
        // Medusa's own routes are untouched.
        expect((await api.get("/health", { validateStatus: () => true })).status).toBe(200)
      })
    })

    describe("staff routes of /api (deny by default)", () => {
      it("refuse an anonymous caller with 401 on any /api/admin path, known or not", async () => {
        const v = visitor("10.20.1.1")
        for (const url of ["/api/admin", "/api/admin/orders", "/api/admin/pas-encore-ecrit"]) {
          const res = await v.call("GET", url)
          expect({ url, status: res.status, data: res.data }).toEqual({
            url,
            status: 401,
            data: { message: "Vous devez être connecté avec un compte de l’équipe." },
          })
        }
      })
    })

    describe("the client's IP behind the proxies of the topology", () => {
      afterEach(() => configure({ trustedProxies: undefined }))

      const failLogin = (v: Visitor, i: number) => v.call("PUT", "/api/auth", { email: `ip${i}@exemple.fr`, password: "Mauvais#2026" })

      it("gives each client behind a trusted balancer its own per-IP limit", async () => {
        // nginx (loopback here) appends the balancer's address (10.0.0.2) after the client's.
        configure({ trustedProxies: ["loopback", "10.0.0.0/8"] })
        for (let i = 0; i < 12; i++) {
          const client = visitor(`198.51.100.${i + 1}, 10.0.0.2`)
          expect((await failLogin(client, i)).status).toBe(401)
        }
      })

      it("still limits one client that writes its own X-Forwarded-For entries", async () => {
        configure({ trustedProxies: ["loopback", "10.0.0.0/8"] })
        for (let i = 0; i < 10; i++) {
          const spoofing = visitor(`203.0.113.${i + 1}, 198.51.100.200, 10.0.0.2`)
          expect((await failLogin(spoofing, 100 + i)).status).toBe(401)
        }
        const blocked = await failLogin(visitor("203.0.113.99, 198.51.100.200, 10.0.0.2"), 200)
        expect(blocked.status).toBe(429)
        expect(blocked.data).toEqual(TOO_MANY)
      })

      it("takes an untrusted balancer for the client (so the proxies must be listed): one limit for all", async () => {
        for (let i = 0; i < 10; i++) expect((await failLogin(visitor(`192.0.2.${i + 1}, 10.9.9.9`), 300 + i)).status).toBe(401)
        expect((await failLogin(visitor("192.0.2.50, 10.9.9.9"), 400)).status).toBe(429)
      })
    })
  },
})
