import { integrationTestRunner } from "../runner"
import { sqlOf, type SqlParam } from "../helpers"
import type { MedusaContainer } from "@medusajs/framework/types"
import { createHash, randomBytes } from "node:crypto"

import { PASSWORD, useMailDev, Visitor, type Axios } from "./kit/accounts"

jest.setTimeout(180 * 1000)

const UNKNOWN_LINK = "Ce lien de désinscription n'est pas valide ou a expiré."
const MALFORMED_LINK = "Ce lien de désinscription n'est pas valide."

const mailbox = useMailDev()

type Row = {
  email: string
  customer_id: string | null
  status: string
  source: string
  subscribed_at: Date
  unsubscribed_at: Date | null
  unsubscribe_token_hash: string
}

integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let ipCounter = 0
    const visitor = () => new Visitor(api as unknown as Axios, `10.0.9.${++ipCounter}`)
    const sql = <T>(text: string, params: SqlParam[] = []) => sqlOf(container)<T>(text, params)
    const rowOf = async (email: string) => (await sql<Row>("select * from newsletter_subscriber where email = ?", [email]))[0]
    const signup = async (email: string, newsletter: boolean) => {
      const v = visitor()
      const res = await v.call("POST", "/api/auth", { email, password: PASSWORD, cgu: true, newsletter })
      expect(res.status).toBe(201)
      return { v, session: res.data }
    }
    /** The token of the welcome e-mail's unsubscribe link (absolute, on the storefront's public URL). */
    const linkToken = async (email: string) => {
      const mail = await mailbox.waitFor(email, 1, "welcome")
      const match = /http:\/\/localhost:8000\/unsubscribe\/([A-Za-z0-9_-]{43})/.exec(mail.text)
      expect(match).not.toBeNull()
      expect(mail.html).toContain(`href="http://localhost:8000/unsubscribe/${match![1]}"`)
      return match![1]
    }
    const profile = { firstName: "Jeanne", lastName: "Martin", countryCode: "FR" }

    beforeAll(async () => {
      container = getContainer()
    })

    it("records the consent of a sign-up with the box ticked, and mails the unsubscribe link", async () => {
      const before = new Date()
      const { session } = await signup("Jeanne.Abonnee@Maison-Chaleur.test", true)
      expect(session.newsletter).toBe(true)
      const row = await rowOf("jeanne.abonnee@maison-chaleur.test")
      const [customer] = await sql<{ id: string }>("select id from customer where email = ?", ["jeanne.abonnee@maison-chaleur.test"])
      expect(row).toMatchObject({ status: "subscribed", source: "signup", customer_id: customer.id, unsubscribed_at: null })
      expect(new Date(row.subscribed_at).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000)
      const token = await linkToken("jeanne.abonnee@maison-chaleur.test")
      // only the hash is stored
      expect(row.unsubscribe_token_hash).toBe(createHash("sha256").update(token).digest("hex"))
      expect(JSON.stringify(await sql("select * from newsletter_subscriber"))).not.toContain(token)
    })

    it("subscribes nobody and mails no link when the box is not ticked", async () => {
      const { session } = await signup("sans-newsletter@maison-chaleur.test", false)
      expect(session.newsletter).toBe(false)
      expect(await rowOf("sans-newsletter@maison-chaleur.test")).toBeUndefined()
      const mail = await mailbox.waitFor("sans-newsletter@maison-chaleur.test", 1, "welcome")
      expect(mail.text).not.toContain("/unsubscribe/")
    })

    it("unsubscribes with the e-mailed link, without login, and answers the same success when repeated", async () => {
      const email = "lien@maison-chaleur.test"
      const { v } = await signup(email, true)
      const token = await linkToken(email)
      const anonymous = visitor()
      const first = await anonymous.call("PUT", `/api/newsletter/unsubscribe/${token}`)
      expect(first.status).toBe(200)
      expect(first.data).toEqual({ unsubscribed: true, email: "l***@maison-chaleur.test", alreadyUnsubscribed: false })
      const row = await rowOf(email)
      expect(row.status).toBe("unsubscribed")
      expect(row.unsubscribed_at).not.toBeNull()
      expect(row.source).toBe("signup")
      // the account sees it
      expect((await v.call("GET", "/api/auth")).data.newsletter).toBe(false)

      const again = await anonymous.call("PUT", `/api/newsletter/unsubscribe/${token}`)
      expect(again.status).toBe(200)
      expect(again.data).toEqual({ unsubscribed: true, email: "l***@maison-chaleur.test", alreadyUnsubscribed: true })
      expect(new Date((await rowOf(email)).unsubscribed_at!).getTime()).toBe(new Date(row.unsubscribed_at!).getTime())
    })

    it("one-click unsubscribe (RFC 8058): the mail provider's form POST ends the subscription; another body 400, nothing changed; opened in a browser, the address leads to the page that asks", async () => {
      const email = "un-clic@maison-chaleur.test"
      await signup(email, true)
      const token = await linkToken(email)
      const provider = visitor()
      const url = `/api/newsletter/unsubscribe/${token}`
      const FORM = "application/x-www-form-urlencoded"
      for (const [body, type] of [["List-Unsubscribe=Unsubscribe", FORM], ["", FORM], ['{"List-Unsubscribe":"One-Click"}', "text/plain"]]) {
        const refused = await provider.raw("POST", url, body, type)
        expect(refused.status).toBe(400)
        expect(refused.data.message).toBe("Désinscription en un clic : le formulaire attendu est « List-Unsubscribe=One-Click ».")
      }
      const opened = await provider.unfollowed("GET", url)
      expect(opened.status).toBe(303)
      expect(opened.headers.location).toBe(`/unsubscribe/${token}/`)
      expect((await rowOf(email)).status).toBe("subscribed")

      const done = await provider.raw<{ unsubscribed: boolean; alreadyUnsubscribed: boolean }>("POST", url, "List-Unsubscribe=One-Click", FORM)
      expect(done.status).toBe(200)
      expect(done.data).toMatchObject({ unsubscribed: true, alreadyUnsubscribed: false })
      expect((await rowOf(email)).status).toBe("unsubscribed")
    })

    it("answers 404 with the French text for a token nobody has, and 400 for a malformed one; nothing changes", async () => {
      await signup("intact@maison-chaleur.test", true)
      const v = visitor()
      const unknown = await v.call("PUT", `/api/newsletter/unsubscribe/${randomBytes(32).toString("base64url")}`)
      expect(unknown.status).toBe(404)
      expect(unknown.data).toEqual({ message: UNKNOWN_LINK })
      for (const id of ["abc", `${randomBytes(32).toString("base64url")}xyz`, "%27%20or%201%3D1"]) {
        const malformed = await v.call("PUT", `/api/newsletter/unsubscribe/${id}`)
        expect(malformed.status).toBe(400)
        expect(malformed.data.message).toBe(MALFORMED_LINK)
      }
      expect((await sql<{ status: string }>("select distinct status from newsletter_subscriber where email = ?", ["intact@maison-chaleur.test"])).map((r) => r.status)).toEqual(["subscribed"])
    })

    it("limits unsubscribe calls per IP (429 with Retry-After), other IPs unaffected", async () => {
      const v = new Visitor(api as unknown as Axios, "10.0.99.1")
      const token = randomBytes(32).toString("base64url")
      for (let i = 0; i < 20; i++) expect((await v.call("PUT", `/api/newsletter/unsubscribe/${token}`)).status).toBe(404)
      const limited = await v.call("PUT", `/api/newsletter/unsubscribe/${token}`)
      expect(limited.status).toBe(429)
      expect(limited.data.message).toBe("Trop de tentatives de désinscription. Veuillez réessayer dans quelques minutes.")
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0)
      expect((await visitor().call("PUT", `/api/newsletter/unsubscribe/${token}`)).status).toBe(404)
    })

    it("lets the customer tick and untick 'Recevoir la newsletter' on /me, the session telling the state", async () => {
      const email = "compte@maison-chaleur.test"
      const { v } = await signup(email, false)
      const on = await v.call("PUT", "/api/me", { ...profile, newsletter: true })
      expect(on.status).toBe(200)
      expect(on.data.newsletter).toBe(true)
      expect(await rowOf(email)).toMatchObject({ status: "subscribed", source: "account" })
      const tokenHash = (await rowOf(email)).unsubscribe_token_hash

      // saving the form again with the box still ticked changes nothing (the e-mailed link stays valid)
      expect((await v.call("PUT", "/api/me", { ...profile, newsletter: true })).data.newsletter).toBe(true)
      expect((await rowOf(email)).unsubscribe_token_hash).toBe(tokenHash)
      // a form without the field leaves the subscription as it is
      expect((await v.call("PUT", "/api/me", profile)).data.newsletter).toBe(true)

      const off = await v.call("PUT", "/api/me", { ...profile, newsletter: false })
      expect(off.status).toBe(200)
      expect(off.data.newsletter).toBe(false)
      const row = await rowOf(email)
      expect(row.status).toBe("unsubscribed")
      expect(row.unsubscribed_at).not.toBeNull()
      expect((await v.call("GET", "/api/auth")).data.newsletter).toBe(false)

      // ticked again: a new consent (date, source) and a new token, so an old link cannot end it
      expect((await v.call("PUT", "/api/me", { ...profile, newsletter: true })).data.newsletter).toBe(true)
      const again = await rowOf(email)
      expect(again).toMatchObject({ status: "subscribed", source: "account", unsubscribed_at: null })
      expect(again.unsubscribe_token_hash).not.toBe(tokenHash)
    })

    it("refuses a /me newsletter value that is not a boolean, changing nothing", async () => {
      const email = "booleen@maison-chaleur.test"
      const { v } = await signup(email, true)
      const res = await v.call("PUT", "/api/me", { ...profile, newsletter: "non" })
      expect(res.status).toBe(400)
      expect((await rowOf(email)).status).toBe("subscribed")
    })

    it("says newsletter false for an anonymous session", async () => {
      expect((await visitor().call("GET", "/api/auth")).data.newsletter).toBe(false)
    })
  },
})
