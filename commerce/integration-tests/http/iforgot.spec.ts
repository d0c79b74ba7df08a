import { integrationTestRunner } from "../runner"
import { sqlOf, type SqlParam } from "../helpers"
import type { MedusaContainer } from "@medusajs/framework/types"
import { createHash } from "node:crypto"

import { NEW_PASSWORD, PASSWORD, settle, useMailDev, Visitor, type Axios } from "./kit/accounts"

jest.setTimeout(180 * 1000)

const REQUESTED = "Si un compte existe pour cette adresse email, vous allez recevoir un email avec un lien pour changer votre mot de passe."
const ERROR_TITLE = "Une erreur est survenue"
const SUCCESS_TITLE = "Changement de mot de passe réussi!"
const WEAK =
  "Mot de passe trop faible (Règles : Au moins 8 caractères dont une lettre minuscule, une lettre majuscule un chiffre et un caractère spécial)"

const mailbox = useMailDev()

integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let ipCounter = 0
    // Each test its own IP, so the per-IP limit of reset requests only shows where a test wants it.
    const visitor = (ip = `10.0.1.${++ipCounter}`) => new Visitor(api as unknown as Axios, ip)
    const sql = <T>(text: string, params: SqlParam[] = []) => sqlOf(container)<T>(text, params)

    const signUp = async (email: string) => {
      const res = await visitor().call("POST", "/api/auth", { email, password: PASSWORD, cgu: true })
      expect(res.status).toBe(201)
    }
    const login = (email: string, password: string) => visitor().call("PUT", "/api/auth", { email, password })

    /** Asks for a link and returns the token and e-mail read from the link in the e-mail. */
    const requestLink = async (email: string, nth = 1) => {
      // nth: the how-many-th reset link of this address
      const res = await visitor().call("POST", "/api/iforgot", { email })
      expect(res).toMatchObject({ status: 200, data: { message: REQUESTED } })
      const mail = await mailbox.waitFor(email, nth, "password-reset")
      const url = new URL(mail.text.match(/https?:\/\/\S+\/login\/iforgot\?\S+/)![0])
      return { token: url.searchParams.get("token")!, email: url.searchParams.get("email")!, mail, url }
    }

    beforeAll(async () => {
      container = getContainer()
    })

    it("answers an unknown e-mail exactly as a known one, and sends it nothing", async () => {
      await signUp("connue@maison-chaleur.test")
      const unknown = await visitor().call("POST", "/api/iforgot", { email: "inconnue@maison-chaleur.test" })
      const known = await visitor().call("POST", "/api/iforgot", { email: "connue@maison-chaleur.test" })
      expect(unknown.status).toBe(200)
      expect(unknown.data).toEqual(known.data)
      expect(unknown.data).toEqual({ message: REQUESTED })
      await mailbox.waitFor("connue@maison-chaleur.test", 1, "password-reset")
      await settle()
      expect(await mailbox.to("inconnue@maison-chaleur.test")).toEqual([])
      expect((await sql<{ n: number }>("select count(*)::int as n from password_reset_token"))[0].n).toBe(1)
    })

    it("e-mails a one-hour link to /login/iforgot with token and e-mail; only the token's hash is stored", async () => {
      await signUp("lien@maison-chaleur.test")
      const before = Date.now()
      const link = await requestLink("lien@maison-chaleur.test")
      expect(link.mail.subject).toBe("Réinitialisation de votre mot de passe")
      expect(link.mail.headers["x-shop-template"]).toBe("password-reset")
      expect(link.url.origin + link.url.pathname).toBe("http://localhost:8000/login/iforgot")
      expect(link.email).toBe("lien@maison-chaleur.test")
      expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(link.mail.text).toContain("Ce lien ne sert qu'une fois et expire dans 1 h.")
      expect(link.mail.html).toContain("Choisir un nouveau mot de passe")
      const [row] = await sql<{ token_hash: string; expires_at: Date; used_at: Date | null }>(
        "select token_hash, expires_at, used_at from password_reset_token"
      )
      expect(row.token_hash).toBe(createHash("sha256").update(link.token).digest("hex"))
      expect(JSON.stringify(await sql("select * from password_reset_token"))).not.toContain(link.token)
      expect(JSON.stringify(await sql("select * from notification"))).not.toContain(link.token)
      expect(row.used_at).toBeNull()
      const ttl = new Date(row.expires_at).getTime() - before
      expect(ttl).toBeGreaterThan(59 * 60 * 1000)
      expect(ttl).toBeLessThanOrEqual(61 * 60 * 1000)
    })

    it("changes the password with the link: the new one logs in, the old one no more, and the link never works twice", async () => {
      await signUp("change@maison-chaleur.test")
      const link = await requestLink("change@maison-chaleur.test")
      const done = await visitor().call("PUT", "/api/iforgot", { email: link.email, token: link.token, password: NEW_PASSWORD })
      expect(done.status).toBe(200)
      expect(done.data).toEqual({ title: SUCCESS_TITLE, message: "Vous pouvez maintenant vous connecter avec votre nouveau mot de passe." })
      expect((await login("change@maison-chaleur.test", NEW_PASSWORD)).status).toBe(200)
      expect((await login("change@maison-chaleur.test", PASSWORD)).status).toBe(401)

      const again = await visitor().call("PUT", "/api/iforgot", { email: link.email, token: link.token, password: "Encore#Autre1" })
      expect(again.status).toBe(400)
      expect(again.data).toEqual({ title: ERROR_TITLE, message: "Veuillez réessayer. Si le problème persiste, demandez un nouveau lien." })
      expect((await login("change@maison-chaleur.test", NEW_PASSWORD)).status).toBe(200)
    })

    it("lets only one of two simultaneous uses of a link through", async () => {
      await signUp("course@maison-chaleur.test")
      const link = await requestLink("course@maison-chaleur.test")
      const answers = await Promise.all(
        ["Premier#Essai1", "Second#Essai2"].map((password) =>
          visitor().call("PUT", "/api/iforgot", { email: link.email, token: link.token, password })
        )
      )
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400])
      const winner = answers[0].status === 200 ? "Premier#Essai1" : "Second#Essai2"
      const loser = winner === "Premier#Essai1" ? "Second#Essai2" : "Premier#Essai1"
      expect((await login("course@maison-chaleur.test", winner)).status).toBe(200)
      expect((await login("course@maison-chaleur.test", loser)).status).toBe(401)
    })

    it("voids the account's other links once one is used", async () => {
      await signUp("deux@maison-chaleur.test")
      const first = await requestLink("deux@maison-chaleur.test")
      const second = await requestLink("deux@maison-chaleur.test", 2)
      expect(first.token).not.toBe(second.token)
      expect((await visitor().call("PUT", "/api/iforgot", { email: second.email, token: second.token, password: NEW_PASSWORD })).status).toBe(200)
      const stale = await visitor().call("PUT", "/api/iforgot", { email: first.email, token: first.token, password: "Encore#Autre1" })
      expect(stale).toMatchObject({ status: 400, data: { title: ERROR_TITLE } })
      expect((await login("deux@maison-chaleur.test", NEW_PASSWORD)).status).toBe(200)
    })

    it("refuses an expired link and a link of another account; the password stays", async () => {
      await signUp("expire@maison-chaleur.test")
      await signUp("autre@maison-chaleur.test")
      const link = await requestLink("expire@maison-chaleur.test")
      const foreign = await visitor().call("PUT", "/api/iforgot", { email: "autre@maison-chaleur.test", token: link.token, password: NEW_PASSWORD })
      expect(foreign).toMatchObject({ status: 400, data: { title: ERROR_TITLE } })
      // An hour and a second later.
      await sql("update password_reset_token set expires_at = now() - interval '1 second'")
      const late = await visitor().call("PUT", "/api/iforgot", { email: link.email, token: link.token, password: NEW_PASSWORD })
      expect(late).toMatchObject({ status: 400, data: { title: ERROR_TITLE } })
      expect((await login("expire@maison-chaleur.test", PASSWORD)).status).toBe(200)
      expect((await login("autre@maison-chaleur.test", PASSWORD)).status).toBe(200)
      const unknown = await visitor().call("PUT", "/api/iforgot", { email: "personne@maison-chaleur.test", token: link.token, password: NEW_PASSWORD })
      expect(unknown).toMatchObject({ status: 400, data: { title: ERROR_TITLE } })
    })

    it("refuses a weak password with the spec's exact message and keeps the link usable", async () => {
      await signUp("faible@maison-chaleur.test")
      const link = await requestLink("faible@maison-chaleur.test")
      const weak = await visitor().call("PUT", "/api/iforgot", { email: link.email, token: link.token, password: "motdepasse" })
      expect(weak.status).toBe(400)
      expect(weak.data).toEqual({ message: WEAK, fields: { password: WEAK } })
      const bad = await visitor().call("PUT", "/api/iforgot", { email: "pas-un-email", token: "", password: NEW_PASSWORD })
      expect(bad.status).toBe(400)
      expect(bad.data.fields).toEqual({ email: "Saisissez une adresse email valide", token: "Ce champ est obligatoire" })
      expect((await visitor().call("PUT", "/api/iforgot", { email: link.email, token: link.token, password: NEW_PASSWORD })).status).toBe(200)
    })

    it("limits requests per e-mail (3 an hour, any IP) and per IP (10 an hour) with a French 429", async () => {
      const email = "flood@maison-chaleur.test"
      for (let i = 0; i < 3; i += 1) expect((await visitor().call("POST", "/api/iforgot", { email })).status).toBe(200)
      const blocked = await visitor().call("POST", "/api/iforgot", { email })
      expect(blocked.status).toBe(429)
      expect(blocked.data).toEqual({ message: "Trop de demandes de changement de mot de passe. Veuillez réessayer plus tard." })
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0)

      const busy = visitor("10.0.9.9")
      for (let i = 0; i < 10; i += 1) expect((await busy.call("POST", "/api/iforgot", { email: `n${i}@maison-chaleur.test` })).status).toBe(200)
      expect((await busy.call("POST", "/api/iforgot", { email: "n10@maison-chaleur.test" })).status).toBe(429)
      const invalid = await visitor().call("POST", "/api/iforgot", { email: "" })
      expect(invalid).toMatchObject({ status: 400, data: { fields: { email: "Vous devez saisir une adresse email" } } })
    })
  },
})
