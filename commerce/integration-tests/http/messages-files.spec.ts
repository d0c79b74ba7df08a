import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs"
import path from "node:path"
import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import { privateUploadDir, uploadDir } from "../../src/lib/paths"
import { withEngineErrorsHeld, sqlOf, type SqlParam } from "../helpers"
import { PASSWORD, settle, useMailDev, Visitor, type Axios } from "./kit/accounts"

jest.setTimeout(240 * 1000)

const NOT_FOUND = "Cette conversation est introuvable. Utilisez le lien reçu par e-mail."
const TOO_LARGE = "Le fichier dépasse la taille maximale de 5 Mo."
const WRONG_TYPE = "Seuls les fichiers PDF, JPEG, PNG et WebP sont acceptés."
const UNKNOWN_FILE = "Cette pièce jointe est introuvable ou déjà utilisée : envoyez le fichier à nouveau."
const LOOKUP_SENT = "Si des conversations correspondent à ces informations, nous venons de vous envoyer leurs liens par e-mail."
const NOT_LOGGED = "Vous devez être connecté."

const BOUNDARY = "----maison-chaleur-test"
const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n% facture de test\n"), Buffer.alloc(3000, 0x20), Buffer.from("\n%%EOF\n")])
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)])

type Part = { name: string; value?: string; filename?: string; type?: string; bytes?: Buffer }
/** A multipart/form-data body as a browser builds it. */
function multipart(parts: Part[]): { body: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = []
  for (const part of parts) {
    const filename = part.filename !== undefined ? `; filename="${part.filename}"` : ""
    const type = part.type ? `Content-Type: ${part.type}\r\n` : ""
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n${type}\r\n`))
    chunks.push(part.bytes ?? Buffer.from(part.value ?? "", "utf8"), Buffer.from("\r\n"))
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`))
  return { body: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` } }
}

const mailbox = useMailDev()

// The purge job of unclaimed uploads, as the scheduler runs it (the plugin's build ships its .d.ts).
const { default: deleteUnclaimedUploadsJob } = require("@shop/contact-messages/jobs/delete-unclaimed-uploads") as {
  default: (container: MedusaContainer) => Promise<void>
}
const DAY_MS = 24 * 60 * 60 * 1000

integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let ipCounter = 0
    const visitor = (ip = `10.0.3.${++ipCounter}`) => new Visitor(api as unknown as Axios, ip)
    const sql = <T>(text: string, params: SqlParam[] = []) => sqlOf(container)<T>(text, params)
    const count = async (table: string) => (await sql<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n
    const upload = (who: Visitor, bytes: Buffer, filename = "facture.pdf", type = "application/pdf") => {
      const { body, headers } = multipart([{ name: "file", filename, type, bytes }])
      return who.call("POST", "/api/files", body, headers)
    }
    const form = (email: string, extra: Record<string, unknown> = {}) => ({
      name: "Marie Dupont",
      email,
      subject: "SAV",
      message: "Mon radiateur ne chauffe plus.",
      ...extra,
    })
    /** How many files the private folder holds. */
    const storedFiles = () => (existsSync(privateUploadDir()) ? readdirSync(privateUploadDir()).length : 0)
    /** The raw download: bytes and headers (the Visitor parses JSON). */
    const download = async (url: string, cookie?: string) => {
      const res = await (api as unknown as Axios).request({
        method: "GET",
        url,
        responseType: "arraybuffer",
        validateStatus: () => true,
        headers: cookie ? { cookie } : {},
      })
      return { status: res.status, headers: res.headers, bytes: Buffer.from(res.data as ArrayBuffer) }
    }

    beforeAll(async () => {
      container = getContainer()
    })

    afterAll(() => {
      rmSync(privateUploadDir(), { recursive: true, force: true })
    })

    it("stores an accepted upload privately: nothing under the public /static folder, no public URL", async () => {
      const res = await upload(visitor(), PDF, "Facture mars 2026.pdf")
      expect(res.status).toBe(201)
      expect(res.data).toEqual({ id: expect.stringMatching(/^msgfile_[A-Za-z0-9_-]{32}$/), name: "Facture mars 2026.pdf", size: PDF.length, type: "application/pdf" })
      expect(JSON.stringify(res.data)).not.toMatch(/static|http/)

      const [row] = await sql<{ file_key: string; message_id: string | null }>("select * from shop_message_file where id = ?", [res.data.id])
      expect(row.message_id).toBeNull()
      expect(row.file_key).toMatch(/^private-/)
      expect(readFileSync(path.join(privateUploadDir(), row.file_key)).equals(PDF)).toBe(true)
      expect(existsSync(path.join(uploadDir(), row.file_key))).toBe(false)
      expect(readdirSync(uploadDir()).filter((name) => name.includes(res.data.id))).toEqual([])
      expect((await download(`/static/${row.file_key}`)).status).toBe(404)
    })

    it("refuses a file over 5 MB (413), a renamed executable (400) and a body without file (400), storing nothing", async () => {
      const who = visitor()
      const big = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(5 * 1024 * 1024, 0x20)])
      expect(await upload(who, big)).toMatchObject({ status: 413, data: { message: TOO_LARGE } })
      const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(500, 0x90)])
      expect(await upload(who, exe, "facture.pdf", "application/pdf")).toMatchObject({ status: 400, data: { message: WRONG_TYPE } })
      const noFile = multipart([{ name: "content", value: "rien" }])
      expect((await who.call("POST", "/api/files", noFile.body, noFile.headers)).status).toBe(400)
      expect((await who.call("POST", "/api/files", { file: "x" })).status).toBe(400)
      // (the runner resets the database between tests)
      expect(await count("shop_message_file")).toBe(0)
    })

    it("attaches an upload to a new message once, lists it in the thread and downloads it only with the thread's secret", async () => {
      const who = visitor()
      const file = (await upload(who, PDF, "facture été.pdf")).data
      const sent = await who.call("POST", "/api/messages", form("pj@maison-chaleur.test", { file: file.id }))
      expect(sent.status).toBe(201)
      const thread = await who.call("GET", `/api/messages/${sent.data.id}?secret=${sent.data.secret}`)
      expect(thread.data.messages[0].attachments).toEqual([{ id: file.id, name: "facture été.pdf", size: PDF.length, type: "application/pdf" }])

      const ok = await download(`/api/messages/${sent.data.id}/file/${file.id}?secret=${sent.data.secret}`)
      expect(ok.status).toBe(200)
      expect(ok.bytes.equals(PDF)).toBe(true)
      expect(ok.headers["content-type"]).toBe("application/pdf")
      expect(ok.headers["content-disposition"]).toBe(`attachment; filename="facture ete.pdf"; filename*=UTF-8''facture%20%C3%A9t%C3%A9.pdf`)
      expect(ok.headers["x-content-type-options"]).toBe("nosniff")

      const other = (await visitor().call("POST", "/api/messages", form("autre@maison-chaleur.test"))).data
      for (const url of [
        `/api/messages/${sent.data.id}/file/${file.id}`,
        `/api/messages/${sent.data.id}/file/${file.id}?secret=${other.secret}`,
        `/api/messages/${other.id}/file/${file.id}?secret=${other.secret}`,
        `/api/messages/${sent.data.id}/file/msgfile_inconnu?secret=${sent.data.secret}`,
      ]) {
        const refused = await download(url)
        expect(refused.status).toBe(404)
        expect(JSON.parse(refused.bytes.toString("utf8"))).toEqual({ message: NOT_FOUND })
      }
    })

    it("refuses a file id already attached or unknown, and keeps no message for it", async () => {
      const who = visitor()
      const file = (await upload(who, PNG, "photo.png", "image/png")).data
      const first = await who.call("POST", "/api/messages", form("once@maison-chaleur.test", { file: file.id }))
      expect(first.status).toBe(201)
      const threads = await count("shop_message_thread")
      const messages = await count("shop_message")

      const again = await visitor().call("POST", "/api/messages", form("thief@maison-chaleur.test", { file: file.id }))
      expect(again).toMatchObject({ status: 400, data: { message: UNKNOWN_FILE, fields: { file: UNKNOWN_FILE } } })
      const reply = await who.call("PUT", `/api/messages/${first.data.id}?secret=${first.data.secret}`, { content: "Encore", file: file.id })
      expect(reply).toMatchObject({ status: 400, data: { fields: { file: UNKNOWN_FILE } } })
      const unknown = await who.call("POST", "/api/messages", form("x@maison-chaleur.test", { file: `msgfile_${"z".repeat(32)}` }))
      expect(unknown).toMatchObject({ status: 400, data: { message: UNKNOWN_FILE } })
      expect(await count("shop_message_thread")).toBe(threads)
      expect(await count("shop_message")).toBe(messages)
      const [row] = await sql<{ message_id: string }>("select message_id from shop_message_file where id = ?", [file.id])
      expect(row.message_id).toMatch(/^msg_/)
    })

    it("attaches a file to a reply", async () => {
      const who = visitor()
      const sent = (await who.call("POST", "/api/messages", form("reply@maison-chaleur.test"))).data
      const file = (await upload(who, PNG, "photo.png", "image/png")).data
      const reply = await who.call("PUT", `/api/messages/${sent.id}?secret=${sent.secret}`, { content: "La photo", file: file.id })
      expect(reply.status).toBe(200)
      expect(reply.data.messages.map((m: { attachments: { id: string }[] }) => m.attachments.map((a) => a.id))).toEqual([[], [file.id]])
    })

    it("limits uploads per IP: the 21st within the hour gets 429", async () => {
      const who = visitor("10.0.8.8")
      for (let i = 1; i <= 20; i++) expect((await upload(who, PNG, `p${i}.png`, "image/png")).status).toBe(201)
      const blocked = await upload(who, PNG, "p21.png", "image/png")
      expect(blocked).toMatchObject({ status: 429, data: { message: "Trop d'envois de fichiers. Veuillez réessayer plus tard." } })
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0)
    })

    it("serves /api/me/messages to the logged-in customer only; their threads open without secret for them alone", async () => {
      const anonymous = visitor()
      expect(await anonymous.call("GET", "/api/me/messages")).toMatchObject({ status: 401, data: { message: NOT_LOGGED } })
      expect((await anonymous.call("PUT", "/api/me/messages", { content: "Bonjour" })).status).toBe(401)

      const customer = visitor()
      const email = "fil@maison-chaleur.test"
      expect((await customer.call("POST", "/api/auth", { email, password: PASSWORD, cgu: true })).status).toBe(201)
      const written = (await customer.call("POST", "/api/messages", form(email, { subject: "ORDER", orderNumber: "MC-ABCD2345" }))).data
      const jsonMessage = await customer.call("PUT", "/api/me/messages", { content: "Une question sur ma facture" })
      expect(jsonMessage.status).toBe(201)
      expect(jsonMessage.data).toMatchObject({ subject: "OTHER", email, messages: [{ content: "Une question sur ma facture", attachments: [] }] })

      const withFile = multipart([
        { name: "content", value: "Voici la photo du radiateur" },
        { name: "subject", value: "SAV" },
        { name: "file", filename: "radiateur.png", type: "image/png", bytes: PNG },
      ])
      const multipartMessage = await customer.call("PUT", "/api/me/messages", withFile.body, withFile.headers)
      expect(multipartMessage.status).toBe(201)
      expect(multipartMessage.data.messages[0].attachments).toEqual([{ id: expect.any(String), name: "radiateur.png", size: PNG.length, type: "image/png" }])

      const feed = await customer.call("GET", "/api/me/messages")
      expect(feed.status).toBe(200)
      expect(feed.data.threads.map((t: { id: string }) => t.id)).toEqual([multipartMessage.data.id, jsonMessage.data.id, written.id])

      // the author's session opens its thread and its files without the secret; nobody else does
      expect((await customer.call("GET", `/api/messages/${written.id}`)).status).toBe(200)
      const fileId = multipartMessage.data.messages[0].attachments[0].id
      expect((await download(`/api/messages/${multipartMessage.data.id}/file/${fileId}`, customer.cookie)).status).toBe(200)
      expect(await visitor().call("GET", `/api/messages/${written.id}`)).toMatchObject({ status: 404, data: { message: NOT_FOUND } })
      expect((await download(`/api/messages/${multipartMessage.data.id}/file/${fileId}`)).status).toBe(404)

      // a thread written logged out with the same e-mail is not the account's: the address is not proven by sign-up
      const loggedOut = (await visitor().call("POST", "/api/messages", form(email))).data
      expect((await customer.call("GET", `/api/messages/${loggedOut.id}`)).status).toBe(404)
      expect((await customer.call("GET", "/api/me/messages")).data.threads).toHaveLength(3)
    })

    it("checks and counts a message sent with its file before storing the file: a refused one stores nothing", async () => {
      const customer = visitor()
      const email = "ordre@maison-chaleur.test"
      expect((await customer.call("POST", "/api/auth", { email, password: PASSWORD, cgu: true })).status).toBe(201)
      const before = storedFiles()
      const withFile = (content: string) =>
        multipart([
          { name: "content", value: content },
          { name: "file", filename: "radiateur.png", type: "image/png", bytes: PNG },
        ])

      const blank = withFile("   ")
      expect(await customer.call("PUT", "/api/me/messages", blank.body, blank.headers)).toMatchObject({
        status: 400,
        data: { fields: { content: "Ce champ est requis" } },
      })
      expect(await count("shop_message_file")).toBe(0)
      expect(storedFiles()).toBe(before)

      // 5 messages per address per hour: the 6th is refused before its file is stored
      for (let i = 1; i <= 5; i++) expect((await customer.call("PUT", "/api/me/messages", { content: `Question ${i}` })).status).toBe(201)
      const sixth = withFile("Encore une question")
      const refused = await customer.call("PUT", "/api/me/messages", sixth.body, sixth.headers)
      expect(refused).toMatchObject({ status: 429, data: { message: "Trop de messages envoyés. Veuillez réessayer plus tard." } })
      expect(await count("shop_message_file")).toBe(0)
      expect(storedFiles()).toBe(before)
    })

    it("undoes a message whose writing fails: no thread, no message and no stored file are left", async () => {
      const customer = visitor()
      expect((await customer.call("POST", "/api/auth", { email: "panne@maison-chaleur.test", password: PASSWORD, cgu: true })).status).toBe(201)
      const before = storedFiles()
      const withFile = multipart([
        { name: "content", value: "Voici la photo" },
        { name: "file", filename: "radiateur.png", type: "image/png", bytes: PNG },
      ])
      // the database refuses the message row: the step writing thread + message fails after the file was stored
      await sql(`create function refuse_shop_message() returns trigger language plpgsql as $$ begin raise exception 'panne simulée'; end $$`)
      await sql("create trigger refuse_shop_message before insert on shop_message for each row execute function refuse_shop_message()")
      try {
        const { result } = await withEngineErrorsHeld(container, () => customer.call("PUT", "/api/me/messages", withFile.body, withFile.headers))
        expect(result.status).toBe(500)
      } finally {
        await sql("drop trigger refuse_shop_message on shop_message")
        await sql("drop function refuse_shop_message()")
      }
      expect(await count("shop_message_thread")).toBe(0)
      expect(await count("shop_message_file")).toBe(0)
      expect(storedFiles()).toBe(before)
    })

    it("deletes uploads no message claimed within a day, row and stored file; keeps recent and attached ones", async () => {
      const who = visitor()
      const forgotten = (await upload(who, PDF, "oubliee.pdf")).data
      const recent = (await upload(who, PDF, "recente.pdf")).data
      const attached = (await upload(who, PNG, "jointe.png", "image/png")).data
      expect((await who.call("POST", "/api/messages", form("purge@maison-chaleur.test", { file: attached.id }))).status).toBe(201)
      const ageBy = (id: string, ms: number) =>
        sql("update shop_message_file set created_at = now() - (? * interval '1 millisecond') where id = ?", [ms, id])
      await ageBy(forgotten.id, DAY_MS + 60_000)
      await ageBy(attached.id, DAY_MS + 60_000)
      await ageBy(recent.id, DAY_MS - 60 * 60_000)
      const keyOf = async (id: string) => (await sql<{ file_key: string }>("select file_key from shop_message_file where id = ?", [id]))[0]?.file_key
      const forgottenKey = (await keyOf(forgotten.id))!
      expect(existsSync(path.join(privateUploadDir(), forgottenKey))).toBe(true)

      await deleteUnclaimedUploadsJob(container)

      expect(await keyOf(forgotten.id)).toBeUndefined()
      expect(existsSync(path.join(privateUploadDir(), forgottenKey))).toBe(false)
      for (const kept of [recent, attached]) {
        const key = await keyOf(kept.id)
        expect(key).toBeDefined()
        expect(existsSync(path.join(privateUploadDir(), key!))).toBe(true)
      }
      // a forgotten upload is gone for good: a message can no longer claim it
      const late = await who.call("POST", "/api/messages", form("tard@maison-chaleur.test", { file: forgotten.id }))
      expect(late).toMatchObject({ status: 400, data: { message: UNKNOWN_FILE } })
    })

    it("answers a lookup the same way, e-mails the matching links (never in the answer) and limits it", async () => {
      const email = "lookup@maison-chaleur.test"
      const first = (await visitor().call("POST", "/api/messages", form(email, { subject: "ORDER", orderNumber: "MC-ABCD2345" }))).data
      await mailbox.waitFor(email, 1, "contact-confirmation")

      const who = visitor()
      const found = await who.call("POST", "/api/messages/lookup", { email, orderNumber: "mc-abcd2345" })
      const none = await who.call("POST", "/api/messages/lookup", { email: "personne@maison-chaleur.test", orderNumber: "MC-ABCD2345" })
      expect(found).toMatchObject({ status: 200, data: { message: LOOKUP_SENT } })
      expect(none.data).toEqual(found.data)
      expect(JSON.stringify(found.data)).not.toContain(first.id)

      const mail = await mailbox.waitFor(email, 1, "contact-lookup")
      const url = new URL(mail.text.match(/https?:\/\/\S+\/contact\/\S+/)![0])
      expect(url.pathname).toBe(`/contact/${first.id}`)
      const secret = url.searchParams.get("secret")!
      expect(secret).not.toBe(first.secret)
      expect((await visitor().call("GET", `/api/messages/${first.id}?secret=${secret}`)).status).toBe(200)
      // the first link still works
      expect((await visitor().call("GET", `/api/messages/${first.id}?secret=${first.secret}`)).status).toBe(200)

      // another subject matches nothing: no e-mail
      await who.call("POST", "/api/messages/lookup", { email, subject: "SAV", orderNumber: "MC-ABCD2345" })
      await settle(800)
      expect((await mailbox.to(email)).filter((m) => m.headers["x-shop-template"] === "contact-lookup")).toHaveLength(1)
      expect(await mailbox.to("personne@maison-chaleur.test")).toEqual([])

      const bad = await who.call("POST", "/api/messages/lookup", { email: "x", subject: "SPAM" })
      expect(bad).toMatchObject({ status: 400, data: { fields: { email: "Email non valide", subject: "Ce sujet de message n'existe pas" } } })
      // 3 per address per hour, whatever the IP (the bad request above was refused before counting)
      expect((await visitor().call("POST", "/api/messages/lookup", { email })).status).toBe(200)
      await mailbox.waitFor(email, 2, "contact-lookup")
      const fourth = await visitor().call("POST", "/api/messages/lookup", { email })
      expect(fourth).toMatchObject({ status: 429, data: { message: "Trop de recherches de conversations. Veuillez réessayer plus tard." } })
    })
  },
})
