/**
 * What the account and e-mail tests share (iforgot, me, mail specs): a cookie-keeping visitor, and MailDev
 * really receiving the shop's e-mails on random ports, read back through its REST API (/email).
 */
import { startMailCatcher, type MailCatcher } from "../../mail-catcher"
import { sharedMailDev } from "../../shared-engine"

/** The cookie-keeping visitor of every /api spec. */
export { Visitor, type VisitorApi as Axios } from "../../visitor"

export type MailDevEmail = {
  id: string
  subject: string
  to: { address: string; name: string }[]
  text: string
  html: string
  headers: Record<string, string>
}

export type Mailbox = {
  /** every e-mail received so far for this address */
  to(address: string): Promise<MailDevEmail[]>
  /** waits (up to 10 s) for the `count`-th e-mail to this address (of this template if given) and returns it */
  waitFor(address: string, count?: number, template?: string): Promise<MailDevEmail>
  close(): Promise<void>
}

/**
 * Starts MailDev in a `beforeAll` registered before Medusa's runner boots the app, and points SMTP_URL to it
 * (medusa-config reads process.env when the app loads; the runner's own `env` option comes too late).
 * In a group sharing one engine (../../shared-engine.ts), it takes the group's MailDev, emptied, instead.
 */
export function useMailDev(): Mailbox {
  let own: MailCatcher | undefined
  let webUrl = ""
  const env: Record<string, string> = {}
  beforeAll(async () => {
    // In a group of specs sharing one engine, the group's MailDev (the engine already sends to it), emptied.
    const shared = sharedMailDev()
    if (shared) {
      webUrl = shared.webUrl
      const emptied = await fetch(`${webUrl}/email/all`, { method: "DELETE" })
      if (!emptied.ok) throw new Error(`MailDev did not empty its mailbox (${emptied.status})`)
      return
    }
    own = await startMailCatcher()
    webUrl = own.webUrl
    Object.assign(env, { SMTP_URL: own.smtpUrl, SMTP_FROM: "Maison Chaleur <boutique@maison-chaleur.test>" })
    Object.assign(process.env, env)
  })
  const close = async () => {
    if (sharedMailDev()) throw new Error("a spec that closes its MailDev cannot share a group's engine (engine-groups.js)")
    const current = own
    own = undefined
    await current?.close()
  }
  afterAll(async () => {
    for (const name of Object.keys(env)) delete process.env[name]
    if (own) await close()
  })
  const to = async (address: string): Promise<MailDevEmail[]> => {
    const response = await fetch(`${webUrl}/email`)
    const all = (await response.json()) as MailDevEmail[]
    return all.filter((email) => email.to.some((recipient) => recipient.address === address))
  }
  return {
    to,
    async waitFor(address, count = 1, template) {
      const deadline = Date.now() + 10_000
      for (;;) {
        // Background e-mails (welcome, reset link) may arrive in any order: count those of the template asked for.
        const emails = (await to(address)).filter((email) => !template || email.headers["x-shop-template"] === template)
        if (emails.length >= count) return emails[count - 1]
        if (Date.now() > deadline) throw new Error(`no e-mail #${count} for ${address} within 10 s`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
    close,
  }
}

/** Lets background work (e-mails sent after the answer) run, to prove that nothing was sent. */
export const settle = (ms = 1500) => new Promise((resolve) => setTimeout(resolve, ms))

export const PASSWORD = "Chaleur#2026"
export const NEW_PASSWORD = "Radiateur!2027"

/** Signs `visitor` up as a consumer or a verified-looking pro (company, valid SIRET); throws unless the shop answers 201. */
export async function signUp(visitor: import("../../visitor").Visitor, email: string, options: { pro: boolean; newsletter: boolean }): Promise<void> {
  const res = await visitor.call("POST", "/api/auth", {
    email,
    password: PASSWORD,
    cgu: true,
    newsletter: options.newsletter,
    isPro: options.pro,
    ...(options.pro ? { company: "Chauffage Durand SARL", siret: "73282932000074" } : {}),
  })
  if (res.status !== 201) throw new Error(`sign-up ${email} answered ${res.status}`)
}
