import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import { createOrderWorkflow } from "@medusajs/medusa/core-flows"
import { sqlOf } from "../helpers"
import { settle, useMailDev, Visitor, type Axios } from "./kit/accounts"
import { DENIED, multipart, PNG, STAFF_LOGIN_REQUIRED, staffVisitor } from "./kit/staff"

jest.setTimeout(240 * 1000)

const NOT_FOUND = "Cette conversation est introuvable. Utilisez le lien reçu par e-mail."
const ANSWER_REQUIRED = "Saisissez votre réponse"
const EMAIL_MISMATCH = "Cette adresse e-mail n'est pas celle de la conversation : la réponse part à l'adresse du client."
const TYPE_INVALID = "Ce type de réponse n'existe pas (answer ou close)"
const THREAD_ID_INVALID = "Cette conversation n'existe pas"
const STATE_INVALID = "Cet état de conversation n'existe pas (new, answered ou closed)"
const PAGE_INVALID = "Ce numéro de page n'est pas valide"
const UNKNOWN_FILE = "Cette pièce jointe est introuvable ou déjà utilisée : envoyez le fichier à nouveau."
const QUICK_INVALID = "Les réponses rapides doivent être une liste de réponses avec un titre et un texte"
const GUIDE_NOT_FOUND = "Ce guide n'existe pas"
const MAIL_FAILED = "La réponse n'a pas pu être envoyée par e-mail au client : rien n'a été enregistré, réessayez."
const ANSWER_TEMPLATE = "contact-staff-answer"

const mailbox = useMailDev()

/**
 * Issue 12, the message desk (grant `messages`): the staff's list, thread view, answers with a file, closing, the
 * quick answers of the guide tagged 'messages', and the customer reading the answer through the e-mailed link.
 */
integrationTestRunner({
  inApp: true,
  seeded: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let desk: Visitor
    let ordersOnly: Visitor
    let ipCounter = 0
    const visitor = () => new Visitor(api as unknown as Axios, `10.83.1.${++ipCounter}`)
    const sql = <T>(text: string, params: string[] = []) => sqlOf(container)<T>(text, params)
    const threadRow = async (id: string) =>
      (await sql<{ state: string; lookup_secret_hash: string | null; n: number }>(
        `select t.state, t.lookup_secret_hash, (select count(*)::int from shop_message m where m.thread_id = t.id) as n from shop_message_thread t where t.id = ?`,
        [id]
      ))[0]

    /** A customer's thread through the contact form; answers its id and first-link secret. */
    const write = async (email: string, extra: Record<string, unknown> = {}) => {
      const sent = await visitor().call("POST", "/api/messages", {
        name: "Marie Dupont",
        email,
        subject: "ORDER",
        message: "Où en est ma commande ?",
        ...extra,
      })
      expect(sent.status).toBe(201)
      return sent.data as { id: string; secret: string }
    }
    const answer = (who: Visitor, body: Record<string, unknown>) => who.call("PUT", "/api/messages/", body)

    beforeAll(async () => {
      container = getContainer()
      desk = await staffVisitor(container, api, "messages", ["messages"], "10.83.0.1")
      ordersOnly = await staffVisitor(container, api, "commandes", ["orders"], "10.83.0.2")
    })

    it("refuses the desk to visitors (401) and to staff without `messages` (403), and changes nothing", async () => {
      const thread = await write("refus@maison-chaleur.test")
      const anonymous = visitor()
      const calls = (who: Visitor) => [
        who.call("GET", "/api/messages?page=1"),
        answer(who, { id: thread.id, type: "answer", value: "Bonjour" }),
        who.call("GET", "/api/guide/messages"),
        who.call("PUT", "/api/guide/messages", { content: { quickResponses: [] } }),
      ]
      for (const res of await Promise.all(calls(anonymous))) expect(res).toMatchObject({ status: 401, data: { message: STAFF_LOGIN_REQUIRED } })
      for (const res of await Promise.all(calls(ordersOnly))) expect(res).toMatchObject({ status: 403, data: { message: DENIED } })
      // Without the secret, a staff login lacking the grant is refused; anyone else gets the customers' 404.
      expect(await ordersOnly.call("GET", `/api/messages/${thread.id}`)).toMatchObject({ status: 403, data: { message: DENIED } })
      expect(await anonymous.call("GET", `/api/messages/${thread.id}`)).toMatchObject({ status: 404, data: { message: NOT_FOUND } })
      expect(await threadRow(thread.id)).toMatchObject({ state: "new", n: 1 })
      expect(await sql("select * from shop_guide")).toEqual([])
      expect((await desk.call("GET", "/api/messages?page=1")).status).toBe(200)
    })

    it("lists threads by state, searches e-mail, order number and subject, pages by 20, refuses bad filters in French", async () => {
      const waiting = await write("attente@maison-chaleur.test", { orderNumber: "MC-ABCD2345" })
      const answered = await write("repondu@maison-chaleur.test", { subject: "SAV" })
      const closed = await write("clos@maison-chaleur.test", { subject: "OTHER" })
      expect((await answer(desk, { id: answered.id, type: "answer", value: "Voici la réponse." })).status).toBe(200)
      expect((await answer(desk, { id: closed.id, type: "close" })).status).toBe(200)

      const all = await desk.call("GET", "/api/messages")
      expect(all.status).toBe(200)
      expect(all.data).toMatchObject({ page: 1, pageSize: 20, total: 3, counts: { new: 1, answered: 1, closed: 1 } })
      // newest activity first: the answer made `answered` the most recent
      expect(all.data.threads.map((t: { id: string }) => t.id)).toEqual([answered.id, closed.id, waiting.id])
      expect(all.data.threads[0]).toMatchObject({ state: "answered", subject: "SAV", subjectLabel: "Service après-vente", messageCount: 2 })

      const onlyNew = await desk.call("GET", "/api/messages?filters=new")
      expect(onlyNew.data.threads.map((t: { id: string }) => t.id)).toEqual([waiting.id])
      expect(onlyNew.data.total).toBe(1)
      const two = await desk.call("GET", "/api/messages?filters=answered,closed")
      expect(two.data.threads.map((t: { id: string }) => t.id).sort()).toEqual([answered.id, closed.id].sort())

      expect((await desk.call("GET", "/api/messages?search=ATTENTE@maison")).data.threads.map((t: { id: string }) => t.id)).toEqual([waiting.id])
      expect((await desk.call("GET", "/api/messages?search=MC-ABCD2345")).data.threads.map((t: { id: string }) => t.id)).toEqual([waiting.id])
      expect((await desk.call("GET", "/api/messages?search=après-vente")).data.threads.map((t: { id: string }) => t.id)).toEqual([answered.id])
      expect((await desk.call("GET", "/api/messages?search=100%25")).data.total).toBe(0)
      expect((await desk.call("GET", "/api/messages?page=2")).data).toMatchObject({ page: 2, total: 3, threads: [] })

      expect(await desk.call("GET", "/api/messages?filters=archived")).toMatchObject({ status: 400, data: { message: STATE_INVALID } })
      expect(await desk.call("GET", "/api/messages?page=0")).toMatchObject({ status: 400, data: { message: PAGE_INVALID } })
      expect((await desk.call("GET", `/api/messages?search=${"x".repeat(101)}`)).status).toBe(400)
    })

    it("a staff answer with a quick answer and a file e-mails the customer, who reads it through the link", async () => {
      const email = "lectrice@maison-chaleur.test"
      const [region] = await sql<{ id: string }>("select id from region where name = 'France'")
      const { result: order } = await createOrderWorkflow(container).run({
        input: {
          region_id: region.id,
          email,
          currency_code: "eur",
          metadata: { orderNumber: "MC-LQRE2345" },
          items: [{ title: "Radiateur à inertie", quantity: 1, unit_price: 499, is_tax_inclusive: true }],
        },
      })
      const thread = await write(email, { orderNumber: "MC-LQRE2345" })

      const view = await desk.call("GET", `/api/messages/${thread.id}`)
      expect(view.status).toBe(200)
      expect(view.data).toMatchObject({ id: thread.id, state: "new", email, orderNumber: "MC-LQRE2345", order: { id: order.id, orderNumber: "MC-LQRE2345" } })

      const guide = await desk.call("GET", "/api/guide/messages")
      expect(guide.status).toBe(200)
      expect(guide.data.updatedAt).toBeNull()
      const quick = guide.data.content.quickResponses[0] as { title: string; text: string }
      expect(quick.title).toBe("Délai de livraison")

      const { body, headers } = multipart([
        { name: "id", value: thread.id },
        { name: "type", value: "answer" },
        { name: "value", value: quick.text },
        { name: "email", value: email },
        { name: "secret", value: "ignoré" },
        { name: "file", filename: "bon-de-livraison.png", type: "image/png", bytes: PNG },
      ])
      const sent = await desk.call("PUT", "/api/messages/", body, headers)
      expect(sent.status).toBe(200)
      expect(sent.data.state).toBe("answered")
      expect(sent.data.messages[1]).toMatchObject({
        author: "staff",
        content: quick.text,
        attachments: [{ name: "bon-de-livraison.png", size: PNG.length, type: "image/png" }],
      })

      const mail = await mailbox.waitFor(email, 1, ANSWER_TEMPLATE)
      expect(mail.subject).toBe("Réponse à votre message (Suivi de commande, commande MC-LQRE2345)")
      expect(mail.text).toContain(quick.text)
      const link = new URL(mail.text.match(/https?:\/\/\S+\/contact\/\S+/)![0])
      expect(link.pathname).toBe(`/contact/${thread.id}`)
      const secret = link.searchParams.get("secret")!
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/)

      const reader = visitor()
      const read = await reader.call("GET", `/api/messages/${thread.id}?secret=${secret}`)
      expect(read.status).toBe(200)
      expect(read.data.messages.map((m: { author: string; content: string }) => [m.author, m.content])).toEqual([
        ["customer", "Où en est ma commande ?"],
        ["staff", quick.text],
      ])
      const fileId = read.data.messages[1].attachments[0].id
      const file = await (api as unknown as Axios).request({
        method: "GET",
        url: `/api/messages/${thread.id}/file/${fileId}?secret=${secret}`,
        responseType: "arraybuffer",
        validateStatus: () => true,
      })
      expect(file.status).toBe(200)
      expect(Buffer.from(file.data as ArrayBuffer).equals(PNG)).toBe(true)
      // the first link (the contact confirmation's) still opens the thread
      expect((await reader.call("GET", `/api/messages/${thread.id}?secret=${thread.secret}`)).status).toBe(200)

      // The customer's reply puts the thread back among the new ones.
      expect((await reader.call("PUT", `/api/messages/${thread.id}?secret=${secret}`, { content: "Merci, et la facture ?" })).status).toBe(200)
      expect((await desk.call("GET", `/api/messages/${thread.id}`)).data.state).toBe("new")
    })

    it("refuses bad answers with a French message and changes nothing", async () => {
      const email = "erreurs@maison-chaleur.test"
      const thread = await write(email)
      const before = await threadRow(thread.id)
      const refusals: [Record<string, unknown>, number, string][] = [
        [{ id: thread.id, type: "answer", value: "   " }, 400, ANSWER_REQUIRED],
        [{ id: thread.id, type: "answer", value: "Bonjour", email: "autre@maison-chaleur.test" }, 400, EMAIL_MISMATCH],
        [{ id: thread.id, type: "supprimer", value: "Bonjour" }, 400, TYPE_INVALID],
        [{ id: "msgthr_inconnu", type: "answer", value: "Bonjour" }, 400, THREAD_ID_INVALID],
        [{ id: "msgthr_01JZZZZZZZZZZZZZZZZZZZZZZZ", type: "answer", value: "Bonjour" }, 404, THREAD_ID_INVALID],
        [{ id: thread.id, type: "answer", value: "Bonjour", file: `msgfile_${"A".repeat(32)}` }, 400, UNKNOWN_FILE],
      ]
      for (const [body, status, message] of refusals) {
        expect({ body, res: await answer(desk, body) }).toMatchObject({ body, res: { status, data: { message } } })
      }
      expect(await threadRow(thread.id)).toEqual(before)
      await settle(500)
      expect(await mailbox.to(email).then((mails) => mails.filter((m) => m.headers["x-shop-template"] === ANSWER_TEMPLATE))).toEqual([])
    })

    it("closes a thread without a word (no e-mail), or with a last answer that is e-mailed", async () => {
      const silent = await write("silence@maison-chaleur.test")
      const closing = await answer(desk, { id: silent.id, type: "close" })
      expect(closing.status).toBe(200)
      expect(closing.data).toMatchObject({ state: "closed", messages: [{ author: "customer" }] })

      const last = await write("dernier@maison-chaleur.test")
      const closed = await answer(desk, { id: last.id, type: "close", value: "Nous clôturons votre demande." })
      expect(closed.data).toMatchObject({ state: "closed", messages: [{ author: "customer" }, { author: "staff", content: "Nous clôturons votre demande." }] })
      const mail = await mailbox.waitFor("dernier@maison-chaleur.test", 1, ANSWER_TEMPLATE)
      expect(mail.text).toContain("elle sera rouverte")
      await settle(500)
      expect((await mailbox.to("silence@maison-chaleur.test")).filter((m) => m.headers["x-shop-template"] === ANSWER_TEMPLATE)).toEqual([])
      expect((await desk.call("GET", "/api/messages?filters=closed")).data.total).toBe(2)
    })

    it("saves the quick answers as a whole list; refuses a bad list in French and keeps the old one; other tags 404", async () => {
      const list = [
        { title: "Remerciement", text: "Merci pour votre message, nous revenons vers vous rapidement." },
        { title: "Facture", text: "Vous trouverez votre facture dans votre espace client, rubrique commandes." },
      ]
      const saved = await desk.call("PUT", "/api/guide/messages", { content: { quickResponses: list } })
      expect(saved.status).toBe(200)
      expect(saved.data).toMatchObject({ tag: "messages", content: { quickResponses: list } })
      expect(typeof saved.data.updatedAt).toBe("string")
      expect((await desk.call("GET", "/api/guide/messages")).data.content.quickResponses).toEqual(list)

      const bad = await desk.call("PUT", "/api/guide/messages", { content: { quickResponses: [{ title: "Sans texte" }] } })
      expect(bad.status).toBe(400)
      expect(bad.data.fields["content.quickResponses.0.text"]).toBe("Ce champ est obligatoire")
      expect(await desk.call("PUT", "/api/guide/messages", { content: "texte" })).toMatchObject({ status: 400, data: { message: QUICK_INVALID } })
      expect((await desk.call("GET", "/api/guide/messages")).data.content.quickResponses).toEqual(list)

      // A tag no guide has (faq, landing, societe and the legal pages are other desks' guides, with their own grants).
      expect(await desk.call("GET", "/api/guide/inconnu")).toMatchObject({ status: 404, data: { message: GUIDE_NOT_FOUND } })
      expect(await desk.call("PUT", "/api/guide/inconnu", { content: { quickResponses: list } })).toMatchObject({ status: 404 })
      // The F.A.Q. is the editors' (grant faq): the order desk is refused it.
      expect(await desk.call("GET", "/api/guide/faq")).toMatchObject({ status: 403, data: { message: "Accès refusé!" } })
    })

    // Last: it stops MailDev.
    it("undoes the whole answer when the e-mail cannot be sent (502), so staff can send it again", async () => {
      const thread = await write("panne@maison-chaleur.test")
      const before = await threadRow(thread.id)
      await mailbox.close()
      // The failure is told to the operators' log (asserted here rather than printed: it is expected).
      const warn = jest.spyOn(container.resolve("logger") as { warn: (message: string) => void }, "warn").mockImplementation(() => undefined)
      try {
        const failed = await answer(desk, { id: thread.id, type: "answer", value: "Une réponse qui ne partira pas." })
        expect(failed).toMatchObject({ status: 502, data: { message: MAIL_FAILED } })
        expect(warn).toHaveBeenCalledWith(expect.stringContaining(`staff answer e-mail of thread ${thread.id} not sent`))
      } finally {
        warn.mockRestore()
      }
      expect(await threadRow(thread.id)).toEqual(before)
    })
  },
})
