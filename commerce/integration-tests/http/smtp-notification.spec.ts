import { integrationTestRunner } from "../runner"
import type { INotificationModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import MailDev from "maildev"
import { freePort } from "../free-port"

jest.setTimeout(180 * 1000)

type MailDevAddress = { address: string; name: string }
type MailDevEmail = {
  id: string
  subject: string
  from: MailDevAddress[]
  to: MailDevAddress[]
  text: string
  html: string
  headers: Record<string, string>
}

// MailDev on random ports, started before the app boots so its SMTP_URL reaches medusa-config.
// The runner applies its own `env` option only after loading medusa-config: process.env is set here instead.
const env: Record<string, string> = {}
let maildev: MailDev
let webUrl: string

beforeAll(async () => {
  const [smtp, web] = [await freePort(), await freePort()]
  maildev = new MailDev({ smtp, web, ip: "127.0.0.1", webIp: "127.0.0.1", silent: true })
  await new Promise<void>((resolve, reject) => maildev.listen((error?: Error) => (error ? reject(error) : resolve())))
  webUrl = `http://127.0.0.1:${web}`
  Object.assign(env, { SMTP_URL: `smtp://127.0.0.1:${smtp}`, SMTP_FROM: "Maison Chaleur <boutique@maison-chaleur.test>" })
  Object.assign(process.env, env)
})
afterAll(async () => {
  for (const name of Object.keys(env)) delete process.env[name]
  await new Promise<void>((resolve) => maildev.close(() => resolve()))
})

async function inbox(): Promise<MailDevEmail[]> {
  const response = await fetch(`${webUrl}/email`)
  expect(response.status).toBe(200)
  return (await response.json()) as MailDevEmail[]
}

integrationTestRunner({
  inApp: true,
  testSuite: ({ getContainer }) => {
    const notifications = () => getContainer().resolve<INotificationModuleService>(Modules.NOTIFICATION)

    it("sends an e-mail through SMTP and MailDev receives it, text, HTML, sender and template", async () => {
      const [sent] = await notifications().createNotifications([
        {
          to: "jeanne.martin@example.fr",
          channel: "email",
          template: "order-confirmation",
          content: {
            subject: "Votre commande MC-2026-0001 est confirmée",
            text: "Bonjour Jeanne, merci pour votre commande d’un radiateur à inertie.",
            html: "<p>Bonjour Jeanne, merci pour votre commande d’un <b>radiateur à inertie</b>.</p>",
          },
        },
      ])
      expect(sent).toMatchObject({ status: "success", provider_id: "smtp" })

      const emails = await inbox()
      const email = emails.find((candidate) => candidate.to.some((to) => to.address === "jeanne.martin@example.fr"))
      expect(email).toBeDefined()
      expect(email!.subject).toBe("Votre commande MC-2026-0001 est confirmée")
      expect(email!.from).toEqual([{ address: "boutique@maison-chaleur.test", name: "Maison Chaleur" }])
      expect(email!.text.trim()).toBe("Bonjour Jeanne, merci pour votre commande d’un radiateur à inertie.")
      expect(email!.html).toContain("<b>radiateur à inertie</b>")
      expect(email!.headers["x-shop-template"]).toBe("order-confirmation")
      expect(sent.external_id).toBeTruthy()
    })

    it("uses a notification's own sender and falls back to the template name as subject", async () => {
      await notifications().createNotifications({
        to: "pro@chauffage-martin.fr",
        from: "Service client <service-client@maison-chaleur.test>",
        channel: "email",
        template: "password-reset",
        content: { text: "Votre lien de réinitialisation." },
      })
      const email = (await inbox()).find((candidate) => candidate.to.some((to) => to.address === "pro@chauffage-martin.fr"))
      expect(email).toMatchObject({ subject: "password-reset", from: [{ address: "service-client@maison-chaleur.test", name: "Service client" }] })
    })

    it("refuses an e-mail without content and records the failure", async () => {
      const before = (await inbox()).length
      await expect(
        notifications().createNotifications({ to: "vide@example.fr", channel: "email", template: "sign-up", content: { subject: "Bienvenue" } })
      ).rejects.toThrow(/has no text or HTML content/)
      const [failed] = await notifications().listNotifications({ to: "vide@example.fr" })
      expect(failed).toMatchObject({ status: "failure", template: "sign-up" })
      expect((await inbox()).length).toBe(before)
    })
  },
})
