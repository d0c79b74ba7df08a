import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { claimNextDelivery, runCampaign, takeCampaignLease } from "@shop/newsletter-campaigns"
import { NEWSLETTER_CAMPAIGN_TEXTS as T, type ApiNewsletterCampaign, type ApiNewsletterCampaignList } from "@shop/shared"
import { sqlOf, type SqlParam } from "../helpers"
import { VALID_CHECKOUT, waitFor } from "../checkout-support"
import { CATALOGUE } from "../../src/scripts/seed/catalogue"
import { settle, signUp as signUpAs, useMailDev, Visitor, type Axios } from "./kit/accounts"
import { DENIED, STAFF_LOGIN_REQUIRED, staffVisitor } from "./kit/staff"

jest.setTimeout(600 * 1000)

const mailbox = useMailDev()
const CAMPAIGN_MAIL = "newsletter-campaign"
const TEMPLATE = { subject: "Les soldes d'hiver <commencent>", body: "Bonjour,\n\n-20 % sur les radiateurs à inertie.\nÀ bientôt !" }
const CONSUMERS = ["jeanne.abonnee@exemple.fr", "paul.abonne@exemple.fr"]
const PROS = ["achats@chauffage-durand.fr", "contact@elec-martin.fr"]
const LEFT = "ancien.abonne@exemple.fr"
/** The product the first consumer orders: "bought in a category" picks them for its top category and the ones above its leaf. */
const BOUGHT = CATALOGUE.find((product) => product.stock >= 20 && product.categoryPath.split("/").length >= 2)!
const TOP_CATEGORY = BOUGHT.categoryPath.split("/")[0]
const OTHER_TOP_CATEGORY = ["radiateurs", "chauffe-eau", "climatiseurs"].find((path) => path !== TOP_CATEGORY)!
const LINK = /http:\/\/localhost:8000\/unsubscribe\/([A-Za-z0-9_-]{43})/

/** Issue 14, newsletters: `/api/newsletter` routes (grant newsletter), the worker's sending, its resumption. */
integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    const http = api as unknown as Axios
    const sql = <T>(text: string, params: SqlParam[] = []) => sqlOf(container)<T>(text, params)
    let ip = 0
    const visitor = () => new Visitor(http, `10.14.${Math.floor(++ip / 250)}.${ip % 250}`)
    let staff: Visitor
    let staffWithoutGrant: Visitor
    const campaignMails = async (address: string) =>
      (await mailbox.to(address)).filter((mail) => mail.headers["x-shop-template"] === CAMPAIGN_MAIL)
    const campaignCount = async () => Number((await sql<{ n: number }>("select count(*)::int as n from newsletter_campaign"))[0].n)
    const body = (filter: object, extra: object = {}) => ({ tag: "soldes-hiver", filter, template: TEMPLATE, ...extra })

    async function signUp(email: string, pro: boolean): Promise<Visitor> {
      const v = visitor()
      await signUpAs(v, email, { pro, newsletter: true })
      return v
    }

    beforeAll(async () => {
      container = getContainer()
      const buyer = await signUp(CONSUMERS[0], false)
      for (const email of [CONSUMERS[1], LEFT]) await signUp(email, false)
      // The first consumer orders one product (the shop's checkout, bank transfer).
      expect((await buyer.call("PUT", "/api/cart", { ean: BOUGHT.ean, quantity: 1 })).status).toBe(200)
      const order = await buyer.call("POST", "/api/checkout/submit", { ...VALID_CHECKOUT, contact: { ...VALID_CHECKOUT.contact, email: CONSUMERS[0] } })
      if (order.status !== 201) throw new Error(`checkout answered ${order.status}: ${JSON.stringify(order.data)}`)
      for (const email of PROS) await signUp(email, true)
      await sql("update newsletter_subscriber set status = 'unsubscribed', unsubscribed_at = now() where email = ?", [LEFT])
      // The second pro is in the 10 % loyalty tier (docs/adr/003-loyalty-tiers.md: a customer group the seed makes).
      const customers = container.resolve(Modules.CUSTOMER)
      const [pro] = await customers.listCustomers({ email: PROS[1] })
      const [group] = await customers.listCustomerGroups({ name: "pro-fidelite-10" })
      await customers.addCustomerToGroup({ customer_id: pro.id, customer_group_id: group.id })
      staff = await staffVisitor(container, http, "newsletters", ["newsletter"], "10.14.200.1")
      staffWithoutGrant = await staffVisitor(container, http, "commandes", ["orders", "messages"], "10.14.200.2")
    })

    it("every route: anonymous 401, a staff login without the newsletter grant 403, nothing recorded or sent", async () => {
      const routes: [string, string, object?][] = [
        ["GET", "/api/newsletter?page=1"],
        ["GET", "/api/newsletter/nlcamp_01JABCDEFGHJKMNPQRSTVWXYZ"],
        ["POST", "/api/newsletter/", body({ audience: "all" })],
      ]
      for (const [method, path, payload] of routes) {
        const anonymous = await visitor().call(method, path, payload)
        expect([path, anonymous.status, anonymous.data.message]).toEqual([path, 401, STAFF_LOGIN_REQUIRED])
        const denied = await staffWithoutGrant.call(method, path, payload)
        expect([path, denied.status, denied.data.message]).toEqual([path, 403, DENIED])
      }
      await settle()
      expect(await campaignCount()).toBe(0)
      for (const email of [...CONSUMERS, ...PROS]) expect(await campaignMails(email)).toEqual([])
    })

    it("bad input: 400 in French, nothing recorded or sent", async () => {
      const refusals: [object, string][] = [
        [body({ audience: "vip" }), T.audienceInvalid],
        [body({ audience: "loyalty", tier: 7 }), T.tierInvalid],
        [body({ audience: "category", category: "piscines" }), T.categoryInvalid],
        [body({ audience: "all" }, { tag: " " }), T.tagRequired],
        [body({ audience: "all" }, { template: { subject: "", body: "x" } }), T.subjectRequired],
        [body({ audience: "all" }, { mode: "now" }), T.modeInvalid],
        // an audience nobody is in: the workflow's refusal
        [body({ audience: "loyalty", tier: 15 }), T.noRecipients],
      ]
      for (const [payload, message] of refusals) {
        const res = await staff.call("POST", "/api/newsletter/", payload)
        expect([res.status, res.data.message]).toEqual([400, message])
      }
      const page = await staff.call("GET", "/api/newsletter?page=0")
      expect([page.status, page.data.message]).toEqual([400, T.pageInvalid])
      const id = await staff.call("GET", "/api/newsletter/quo_123")
      expect([id.status, id.data.message]).toEqual([400, T.idInvalid])
      const unknown = await staff.call("GET", "/api/newsletter/nlcamp_01JABCDEFGHJKMNPQRSTVWXYZ")
      expect([unknown.status, unknown.data.message]).toEqual([404, T.campaignNotFound])
      await settle()
      expect(await campaignCount()).toBe(0)
      for (const email of [...CONSUMERS, ...PROS]) expect(await campaignMails(email)).toEqual([])
    })

    it("preview: the rendered e-mail and the size of each audience; the unsubscribed address never counts", async () => {
      const counts: [object, number][] = [
        [{ audience: "all" }, 4],
        [{ audience: "consumers" }, 2],
        [{ audience: "pros" }, 2],
        [{ audience: "loyalty", tier: 10 }, 1],
        [{ audience: "category", category: TOP_CATEGORY }, 1],
        [{ audience: "category", category: BOUGHT.categoryPath }, 1],
        [{ audience: "category", category: OTHER_TOP_CATEGORY }, 0],
      ]
      for (const [filter, recipients] of counts) {
        const res = await staff.call("POST", "/api/newsletter/", body(filter, { mode: "preview" }))
        expect([JSON.stringify(filter), res.status, res.data.recipients]).toEqual([JSON.stringify(filter), 200, recipients])
      }
      const res = await staff.call("POST", "/api/newsletter/", body({ audience: "all" }, { mode: "preview" }))
      expect(res.data.subject).toBe(TEMPLATE.subject)
      expect(res.data.html).toContain("Les soldes d&#39;hiver &lt;commencent&gt;")
      expect(res.data.text).toContain("Se désinscrire : http://localhost:8000/unsubscribe/")
      expect(await campaignCount()).toBe(0)
    })

    it("test: one copy marked [TEST] to the staff member's own address, nothing recorded", async () => {
      const res = await staff.call("POST", "/api/newsletter/", body({ audience: "pros" }, { mode: "test" }))
      expect(res.status).toBe(200)
      expect(res.data).toEqual({ sentTo: "equipe.newsletters@maison-chaleur.test", message: T.testSent })
      const mail = await mailbox.waitFor("equipe.newsletters@maison-chaleur.test", 1, CAMPAIGN_MAIL)
      expect(mail.subject).toBe(`[TEST] ${TEMPLATE.subject}`)
      await settle()
      expect(await campaignCount()).toBe(0)
      for (const email of PROS) expect(await campaignMails(email)).toEqual([])
    })

    it("send to pros: 201 queued, the worker sends each pro one e-mail with its own working unsubscribe link; progress on GET", async () => {
      const res = await staff.call<ApiNewsletterCampaign>("POST", "/api/newsletter/", body({ audience: "pros" }))
      expect(res.status).toBe(201)
      expect(res.data).toMatchObject({ tag: "soldes-hiver", filter: { audience: "pros" }, template: TEMPLATE, counts: { recipients: 2 } })
      const done = await waitFor(
        async () => (await staff.call<ApiNewsletterCampaign>("GET", `/api/newsletter/${res.data.id}`)).data,
        (campaign) => campaign.status === "sent"
      )
      expect(done.counts).toEqual({ recipients: 2, pending: 0, sent: 2, failed: 0, skipped: 0, interrupted: 0 })
      expect(done.finishedAt).not.toBeNull()
      const tokens: string[] = []
      for (const email of PROS) {
        const mails = await campaignMails(email)
        expect(mails).toHaveLength(1)
        const [mail] = mails
        expect(mail.subject).toBe(TEMPLATE.subject)
        const token = LINK.exec(mail.text)![1]
        expect(mail.html).toContain(`href="http://localhost:8000/unsubscribe/${token}"`)
        // RFC 8058: the mail client's own button posts to the API address, no page in between.
        expect(mail.headers["list-unsubscribe"]).toBe(`<http://localhost:8000/api/newsletter/unsubscribe/${token}>`)
        expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click")
        tokens.push(token)
      }
      expect(tokens[0]).not.toBe(tokens[1])
      for (const email of CONSUMERS) expect(await campaignMails(email)).toEqual([])
      const unsubscribed = await visitor().call("PUT", `/api/newsletter/unsubscribe/${tokens[0]}`)
      expect(unsubscribed.status).toBe(200)
      expect(unsubscribed.data).toMatchObject({ unsubscribed: true, alreadyUnsubscribed: false })
      expect((await sql<{ status: string }>("select status from newsletter_subscriber where email = ?", [PROS[0]]))[0].status).toBe("unsubscribed")
      const list = await staff.call<ApiNewsletterCampaignList>("GET", "/api/newsletter?page=1")
      expect(list.status).toBe(200)
      expect(list.data).toMatchObject({ page: 1, pageSize: 20, total: 1 })
      expect(list.data.campaigns.map((campaign) => [campaign.id, campaign.status, campaign.counts.sent])).toEqual([[res.data.id, "sent", 2]])

      // A newer newsletter does not kill the older one's link: each e-mail has its own.
      const next = await staff.call<ApiNewsletterCampaign>("POST", "/api/newsletter/", body({ audience: "pros" }))
      expect(next.data.counts.recipients).toBe(1)
      await waitFor(
        async () => (await staff.call<ApiNewsletterCampaign>("GET", `/api/newsletter/${next.data.id}`)).data,
        (campaign) => campaign.status === "sent"
      )
      const newest = (await campaignMails(PROS[1])).map((mail) => LINK.exec(mail.text)![1])
      expect(newest).toHaveLength(2)
      expect(newest).toContain(tokens[1])
      const older = await visitor().call("PUT", `/api/newsletter/unsubscribe/${tokens[1]}`)
      expect(older.data).toMatchObject({ unsubscribed: true, alreadyUnsubscribed: false })
      expect((await sql<{ status: string }>("select status from newsletter_subscriber where email = ?", [PROS[1]]))[0].status).toBe("unsubscribed")
    })

    it("a run stopped mid-campaign and a worker dead with an e-mail in flight: the next run finishes, nobody gets two", async () => {
      // The state POST writes (campaign queued, one pending delivery per subscriber), without its start event.
      const service = container.resolve("newsletterCampaigns") as {
        createNewsletterCampaigns(data: object): Promise<{ id: string }>
        createNewsletterDeliveries(data: object[]): Promise<unknown>
      }
      const subscribers = await sql<{ id: string; email: string }>("select id, email from newsletter_subscriber where status = 'subscribed' order by email")
      expect(subscribers).toHaveLength(4)
      const campaign = await service.createNewsletterCampaigns({ tag: "reprise", filter: { audience: "all" }, subject: "Reprise", body: "Bonjour", status: "queued" })
      await service.createNewsletterDeliveries(subscribers.map((s) => ({ campaign_id: campaign.id, subscriber_id: s.id, email: s.email })))
      const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)

      // Worker A sends one e-mail and stops; then, still holding the lease, claims the next one and dies before sending it.
      const first = await runCampaign(container, campaign.id, { owner: "worker-A", maxSends: 1 })
      expect(first).toMatchObject({ sent: 1, finished: false, leased: true })
      expect(await takeCampaignLease(pg, campaign.id, "worker-B", 120)).toBe(false)
      const inFlight = await claimNextDelivery(pg, campaign.id, "worker-A", 120)
      expect(inFlight && "email" in inFlight).toBe(true)
      // Its lease runs out (as time would), and another worker resumes.
      await sql("update newsletter_campaign set lease_until = now() - interval '1 second' where id = ?", [campaign.id])
      await runCampaign(container, campaign.id, { owner: "worker-C" })
      await runCampaign(container, campaign.id, { owner: "worker-D" })

      const rows = await sql<{ email: string; status: string }>("select email, status from newsletter_delivery where campaign_id = ? order by email", [campaign.id])
      const lost = (inFlight as { email: string }).email
      expect(rows).toEqual(subscribers.map((s) => ({ email: s.email, status: s.email === lost ? "interrupted" : "sent" })))
      await settle()
      for (const { email } of subscribers) {
        const mails = (await campaignMails(email)).filter((mail) => mail.subject === "Reprise")
        expect([email, mails.length]).toEqual([email, email === lost ? 0 : 1])
      }
      const detail = await staff.call<ApiNewsletterCampaign>("GET", `/api/newsletter/${campaign.id}`)
      expect(detail.data).toMatchObject({ status: "sent", counts: { recipients: 4, sent: 3, interrupted: 1, pending: 0 } })
    })
  },
})
