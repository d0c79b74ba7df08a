/**
 * A group's jest file (shared-engine/<group>.spec.ts) runs the specs engine-groups.js lists for it, in that order,
 * on one engine: the first spec boots it, the next ones start from a fresh clone of their template under it
 * (runner.ts shareOneEngine). Each spec keeps its own describe block, named after its file, so a failure says where.
 * What the engine reads at boot runs for the whole group, before the first spec: a MailDev, and the card gateway for
 * the groups that pay by card. useMailDev() and useStripeLocal() adopt them.
 */
import type { StripeLocalServer, WebhookEndpoint } from "@shop/stripe-local"
import { cardGatewayEnv, startCardGateway } from "./checkout-support"
import { startMailCatcher, type MailCatcher } from "./mail-catcher"
import { shareOneEngine } from "./runner"

type Group = { specs: string[]; cardGateway?: boolean }
const GROUPS: Record<string, Group> = require("./engine-groups")

let mailDev: MailCatcher | null = null
let cardGateway: { server: StripeLocalServer; endpoints: WebhookEndpoint[] } | null = null

/** The group's MailDev (its web API address), or null outside a group. */
export function sharedMailDev(): { webUrl: string } | null {
  return mailDev
}

/** The group's card gateway and its webhook endpoint list, or null outside a group that pays by card. */
export function sharedCardGateway(): { server: StripeLocalServer; endpoints: WebhookEndpoint[] } | null {
  return cardGateway
}

export function runGroup(name: string): void {
  const group = GROUPS[name]
  if (!group) throw new Error(`no group "${name}" in engine-groups.js`)
  const env: Record<string, string> = {}
  beforeAll(async () => {
    mailDev = await startMailCatcher()
    Object.assign(env, { SMTP_URL: mailDev.smtpUrl, SMTP_FROM: "Maison Chaleur <boutique@maison-chaleur.test>" })
    if (group.cardGateway) {
      const endpoints: WebhookEndpoint[] = []
      cardGateway = { server: await startCardGateway(endpoints), endpoints }
      Object.assign(env, cardGatewayEnv(cardGateway.server))
    }
    Object.assign(process.env, env)
  })
  shareOneEngine()
  afterAll(async () => {
    for (const key of Object.keys(env)) delete process.env[key]
    const [mail, gateway] = [mailDev, cardGateway?.server]
    mailDev = null
    cardGateway = null
    await gateway?.close()
    await mail?.close()
  })
  for (const spec of group.specs) {
    describe(`${spec}.spec.ts`, () => {
      require(`./http/${spec}.spec.ts`)
      // A spy a spec left on a shared service (the logger) must not follow it into the next spec.
      afterAll(() => jest.restoreAllMocks())
    })
  }
  // Each spec sets its own timeout when loaded, the last one winning: the longest any of them asks for.
  jest.setTimeout(600 * 1000)
}
