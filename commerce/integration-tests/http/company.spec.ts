import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createOrderWorkflow } from "@medusajs/medusa/core-flows"
import { waitSubscribersExecution } from "@medusajs/test-utils/dist/events"
import { initializeOrderStateWorkflow, ORDER_STATE_CHANGED, transitionOrderStateWorkflow } from "@shop/order-states"
import { COMPANY_TEXTS, type ApiCompanyIdentity } from "@shop/shared"
import { sqlOf } from "../checkout-support"
import { integrationTestRunner } from "../runner"
import { Visitor, type VisitorApi } from "../visitor"
import { signUp, useMailDev } from "./kit/accounts"
import { staffVisitor } from "./kit/desk-staff"

jest.setTimeout(400 * 1000)

const mailbox = useMailDev()

const DENIED = "Accès refusé!"
const LOGIN_REQUIRED = "Vous devez être connecté avec un compte de l’équipe."

/** Another coherent company: SIREN 732 829 320 (Luhn), its SIRET, VAT key 44. */
const NEW_IDENTITY = {
  name: "Chaleur & Fils SARL",
  legalForm: "SARL",
  shareCapital: 800_000,
  address: "5 quai Perrache",
  addressExtra: "Bâtiment C",
  zipCode: "69002",
  locality: "Lyon",
  siren: "732 829 320",
  siret: "732 829 320 00074",
  vatNumber: "FR44 732 829 320",
  rcs: "RCS Lyon 732 829 320",
  email: "bonjour@chaleur-et-fils.fr",
  phone: "04 72 00 00 00",
  publicationDirector: "Paul Martin, gérant",
  host: "Exemple Hébergement SAS, 1 rue du Serveur, 59100 Roubaix",
  latePaymentRate: "trois fois le taux d’intérêt légal",
}

/**
 * Issue 14, /admin/societe: the company identity of `GET/PUT /api/guide/societe` (plugins/company). Reading is public
 * (the legal notice prints it), writing needs `legal`; invoices freeze the identity they were issued with.
 */
integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    const http = api as unknown as VisitorApi
    let container: MedusaContainer
    let lawyer: Visitor
    let ordersDesk: Visitor
    let builder: Server
    let rebuildRequests: { pages: string[] }[] = []
    const sql = <T>(text: string, params: (string | number)[] = []) => sqlOf(container)<T>(text, params)
    const read = () => new Visitor(http, "10.61.0.9").call<ApiCompanyIdentity>("GET", "/api/guide/societe")

    /** An order paid now (the payment's transition issues its invoice): its number. */
    const paidOrder = async (orderNumber: string) => {
      const [region] = await sql<{ id: string }>("select id from region where name = 'France'")
      const { result } = await createOrderWorkflow(container).run({
        input: {
          region_id: region.id,
          email: "client@exemple.fr",
          currency_code: "eur",
          metadata: { orderNumber },
          shipping_address: { first_name: "Jeanne", last_name: "Martin", address_1: "1 rue A", postal_code: "75001", city: "Paris", country_code: "fr" },
          items: [{ title: "Radiateur à inertie", quantity: 1, unit_price: 499.9, is_tax_inclusive: true }],
        },
      })
      await initializeOrderStateWorkflow(container).run({ input: { order_id: result.id } })
      const issued = waitSubscribersExecution(ORDER_STATE_CHANGED, container.resolve(Modules.EVENT_BUS) as never, { timeout: 120_000 })
      await transitionOrderStateWorkflow(container).run({ input: { order_id: result.id, to: "PAYED", actor_type: "payment" } })
      await issued
      return orderNumber
    }
    const sellerOf = async (orderNumber: string) => {
      const [row] = await sql<{ snapshot: { seller: Record<string, unknown> } }>(
        `select d.snapshot from invoice_document d join "order" o on o.id = d.order_id where o.metadata->>'orderNumber' = ? and d.kind = 'invoice'`,
        [orderNumber]
      )
      return row?.snapshot.seller
    }

    beforeAll(async () => {
      container = getContainer()
      lawyer = await staffVisitor(container, http, "juridique", ["legal"], "10.61.0.2")
      ordersDesk = await staffVisitor(container, http, "commandes", ["orders", "messages"], "10.61.0.3")
      // The storefront builder of ADR 006, as `npm start` runs it: records what the engine asks to rebuild.
      builder = createServer((req, res) => {
        let body = ""
        req.on("data", (chunk) => (body += chunk))
        req.on("end", () => {
          rebuildRequests.push(JSON.parse(body))
          res.writeHead(202).end()
        })
      })
      await new Promise<void>((resolve) => builder.listen(0, "127.0.0.1", resolve))
      process.env.STOREFRONT_REBUILD_URL = `http://127.0.0.1:${(builder.address() as AddressInfo).port}/rebuild`
    })

    beforeEach(() => {
      rebuildRequests = []
    })

    afterAll(async () => {
      delete process.env.STOREFRONT_REBUILD_URL
      await new Promise((resolve) => builder?.close(resolve))
    })

    it("shows the example identity to anyone until staff save theirs", async () => {
      const answer = await read()
      expect(answer.status).toBe(200)
      expect(answer.data).toMatchObject({
        tag: "societe",
        updatedAt: null,
        content: { name: "Maison Chaleur SAS", siren: "912345675", siret: "91234567500009", vatNumber: "FR65912345675", shareCapital: 5_000_000 },
      })
    })

    it("refuses the change to a visitor (401) and to staff without `legal` (403), and nothing changes", async () => {
      const body = { content: NEW_IDENTITY }
      expect(await new Visitor(http, "10.61.0.20").call("PUT", "/api/guide/societe", body)).toMatchObject({ status: 401, data: { message: LOGIN_REQUIRED } })
      expect(await ordersDesk.call("PUT", "/api/guide/societe", body)).toMatchObject({ status: 403, data: { message: DENIED } })
      expect((await read()).data).toMatchObject({ updatedAt: null, content: { name: "Maison Chaleur SAS" } })
      expect(rebuildRequests).toEqual([])
    })

    it("refuses numbers that do not name one company with a French 400, and nothing changes", async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ ...NEW_IDENTITY, siret: "912 345 675 00009" }, "siret", COMPANY_TEXTS.siret],
        [{ ...NEW_IDENTITY, vatNumber: "FR65912345675" }, "vatNumber", COMPANY_TEXTS.vatNumber],
        [{ ...NEW_IDENTITY, siren: "732829321" }, "siren", COMPANY_TEXTS.siren],
        [{ ...NEW_IDENTITY, zipCode: "690" }, "zipCode", COMPANY_TEXTS.zipCode],
      ]
      for (const [content, field, message] of cases) {
        const refused = await lawyer.call("PUT", "/api/guide/societe", { content })
        expect([field, refused.status, refused.data.fields?.[`content.${field}`]]).toEqual([field, 400, message])
      }
      expect((await lawyer.call("PUT", "/api/guide/societe", NEW_IDENTITY)).status).toBe(400)
      expect((await read()).data).toMatchObject({ updatedAt: null, content: { name: "Maison Chaleur SAS" } })
      expect(rebuildRequests).toEqual([])
    })

    it("saves the identity for staff holding `legal`, asks for the rebuild of the pages that print it, and anyone then reads it", async () => {
      const saved = await lawyer.call<ApiCompanyIdentity>("PUT", "/api/guide/societe", { content: NEW_IDENTITY })
      expect(saved.status).toBe(200)
      expect(saved.data.content).toEqual({
        ...NEW_IDENTITY,
        siren: "732829320",
        siret: "73282932000074",
        vatNumber: "FR44732829320",
        phone: "0472000000",
      })
      expect(saved.data.updatedAt).toEqual(expect.any(String))
      expect((await read()).data).toEqual(saved.data)
      expect(rebuildRequests.map((request) => request.pages)).toEqual([
        ["/about/legal/", "/pro/v1/about/legal/", "/about/cgv/", "/pro/v1/about/cgv/", "/about/privacy/", "/pro/v1/about/privacy/"],
      ])
    })

    it("ends every e-mail with the seller's line: the example company's, then the one staff saved", async () => {
      await signUp(new Visitor(http, "10.61.0.30"), "avant@maison-chaleur.test", { pro: false, newsletter: false })
      const before = await mailbox.waitFor("avant@maison-chaleur.test", 1, "welcome")
      const example = "Maison Chaleur SAS au capital de 50\u202f000\u00a0€ — 18 rue des Forges, 69007 Lyon — RCS Lyon 912 345 675 — TVA FR65912345675"
      expect(before.text.trimEnd().endsWith(example)).toBe(true)
      expect(before.html).toContain(`<br>${example}</p>`)

      expect((await lawyer.call("PUT", "/api/guide/societe", { content: NEW_IDENTITY })).status).toBe(200)
      await signUp(new Visitor(http, "10.61.0.31"), "apres@maison-chaleur.test", { pro: false, newsletter: false })
      const after = await mailbox.waitFor("apres@maison-chaleur.test", 1, "welcome")
      const saved = "Chaleur & Fils SARL au capital de 8\u202f000\u00a0€ — 5 quai Perrache, Bâtiment C, 69002 Lyon — RCS Lyon 732 829 320 — TVA FR44732829320"
      expect(after.text.trimEnd().endsWith(saved)).toBe(true)
      expect(after.html).toContain(`<br>${saved.replace("&", "&amp;")}</p>`)
    })

    it("keeps on an invoice the identity it was issued with; a new invoice prints the new one", async () => {
      const before = await paidOrder("MC-LEGALAA2")
      expect(await sellerOf(before)).toMatchObject({ name: "Maison Chaleur SAS", siren: "912345675", capital: "50\u202f000\u00a0€", addressLines: ["18 rue des Forges"] })

      expect((await lawyer.call("PUT", "/api/guide/societe", { content: NEW_IDENTITY })).status).toBe(200)
      const after = await paidOrder("MC-LEGALBB2")

      // The PDFs print the snapshot's seller (lib/pdf.ts); the download journey reads one (admin-societe.spec.ts).
      expect(await sellerOf(before)).toMatchObject({ name: "Maison Chaleur SAS", siren: "912345675" })
      expect(await sellerOf(after)).toEqual({
        name: "Chaleur & Fils SARL",
        legalForm: "SARL",
        capital: "8\u202f000\u00a0€",
        addressLines: ["5 quai Perrache", "Bâtiment C"],
        postalCode: "69002",
        city: "Lyon",
        countryCode: "FR",
        siren: "732829320",
        siret: "73282932000074",
        vatNumber: "FR44732829320",
        rcs: "RCS Lyon 732 829 320",
        email: "bonjour@chaleur-et-fils.fr",
        latePaymentRate: "trois fois le taux d’intérêt légal",
      })
    })
  },
})
