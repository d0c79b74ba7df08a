import { integrationTestRunner } from "../runner"

import { NEW_PASSWORD, PASSWORD, useMailDev, Visitor, type Axios } from "./kit/accounts"

jest.setTimeout(180 * 1000)

const mailbox = useMailDev()

/** Issue 11 item 9: a password change or reset ends every other session of the customer. */
integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let ipCounter = 0
    const visitor = () => new Visitor(api as unknown as Axios, `10.40.0.${++ipCounter}`)
    const isAnonymous = async (v: Visitor) => (await v.call("GET", "/api/auth")).data.isAnonymous as boolean

    /** The account on two browsers (phone and laptop). */
    async function twoSessions(email: string): Promise<[Visitor, Visitor]> {
      const phone = visitor()
      expect((await phone.call("POST", "/api/auth", { email, password: PASSWORD, cgu: true })).status).toBe(201)
      const laptop = visitor()
      expect((await laptop.call("PUT", "/api/auth", { email, password: PASSWORD })).status).toBe(200)
      expect([await isAnonymous(phone), await isAnonymous(laptop)]).toEqual([false, false])
      return [phone, laptop]
    }

    it("ends the other sessions when the password is changed, and keeps the one that changed it", async () => {
      const [phone, laptop] = await twoSessions("deux.appareils@exemple.fr")
      const changed = await phone.call("PUT", "/api/me/password", { old: PASSWORD, new: NEW_PASSWORD })
      expect(changed.status).toBe(200)
      expect(await isAnonymous(phone)).toBe(false)
      expect(await isAnonymous(laptop)).toBe(true)
      // The ended session reaches nothing of the account any more.
      expect((await laptop.call("GET", "/api/me/order")).status).toBe(401)
      // A new login on the new password works as before.
      expect((await laptop.call("PUT", "/api/auth", { email: "deux.appareils@exemple.fr", password: NEW_PASSWORD })).status).toBe(200)
      expect(await isAnonymous(laptop)).toBe(false)
    })

    it("ends every session of the account when the password is reset through the e-mailed link", async () => {
      const email = "lien.oublie@exemple.fr"
      const [phone, laptop] = await twoSessions(email)
      expect((await visitor().call("POST", "/api/iforgot", { email })).status).toBe(200)
      const mail = await mailbox.waitFor(email, 1, "password-reset")
      const url = new URL(mail.text.match(/https?:\/\/\S+\/login\/iforgot\?\S+/)![0])
      const reset = await visitor().call("PUT", "/api/iforgot", { email, token: url.searchParams.get("token"), password: NEW_PASSWORD })
      expect(reset.status).toBe(200)
      expect([await isAnonymous(phone), await isAnonymous(laptop)]).toEqual([true, true])
    })
  },
})
