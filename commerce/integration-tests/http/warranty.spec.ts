import { integrationTestRunner } from "../runner"
import { sqlOf, type SqlParam } from "../helpers"
import type { MedusaContainer } from "@medusajs/framework/types"

import { Visitor, type Axios } from "./kit/accounts"

jest.setTimeout(180 * 1000)

const REGISTERED = "Votre garantie est enregistrée. Merci !"
const REQUIRED = "Ce champ est requis"

integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let ipCounter = 0
    const visitor = (ip = `10.0.3.${++ipCounter}`) => new Visitor(api as unknown as Axios, ip)
    const sql = <T>(text: string, params: SqlParam[] = []) => sqlOf(container)<T>(text, params)
    const registration = (extra: Record<string, unknown> = {}) => ({
      email: " Jean.Martin@Maison-Chaleur.test ",
      source: "magasin",
      reference: "RAD-INERTIE-1500",
      firstName: "Jean-Pierre",
      lastName: "Le Goff",
      ...extra,
    })
    const rows = () => sql<Record<string, string>>("select email, source, reference, first_name, last_name from warranty_registration")

    beforeAll(async () => {
      container = getContainer()
    })

    it("stores a registration and answers 201 with the French confirmation", async () => {
      const res = await visitor().call("POST", "/api/waranty", registration())
      expect(res.status).toBe(201)
      expect(res.data).toEqual({ id: expect.stringMatching(/^warr_/), message: REGISTERED })
      expect(await rows()).toEqual([
        { email: "jean.martin@maison-chaleur.test", source: "magasin", reference: "RAD-INERTIE-1500", first_name: "Jean-Pierre", last_name: "Le Goff" },
      ])
    })

    it("refuses bad fields with French messages and stores nothing", async () => {
      const empty = await visitor().call("POST", "/api/waranty", {})
      expect(empty.status).toBe(400)
      expect(empty.data.fields).toMatchObject({ email: REQUIRED, reference: REQUIRED, source: "Indiquez où vous avez acheté le produit" })
      const cases: [Record<string, unknown>, string, string][] = [
        [{ email: "jean" }, "email", "Email non valide"],
        [{ firstName: "Jean2" }, "firstName", "Ce champ ne peut contenir que des lettres"],
        [{ source: "brocante" }, "source", "Indiquez où vous avez acheté le produit"],
        [{ reference: "x".repeat(65) }, "reference", "Ce champ ne peut pas dépasser 64 caractères"],
      ]
      for (const [change, field, text] of cases) {
        const res = await visitor().call("POST", "/api/waranty", registration(change))
        expect(res.status).toBe(400)
        expect(res.data.fields[field]).toBe(text)
      }
      expect(await rows()).toEqual([])
    })

    it("limits registrations per IP: the 21st within the hour gets 429", async () => {
      const ip = "10.0.9.8"
      for (let i = 1; i <= 20; i++) {
        const res = await visitor(ip).call("POST", "/api/waranty", registration({ email: `client${i}@maison-chaleur.test` }))
        expect(res.status).toBe(201)
      }
      const blocked = await visitor(ip).call("POST", "/api/waranty", registration({ email: "client21@maison-chaleur.test" }))
      expect(blocked).toMatchObject({ status: 429, data: { message: "Trop d'enregistrements de garantie. Veuillez réessayer plus tard." } })
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0)
      expect((await rows()).length).toBe(20)
    })
  },
})
