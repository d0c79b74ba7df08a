import { Readable } from "node:stream"
import { checkUpload, contentDisposition, newAttachmentId } from "../files"
import { lookupMail } from "../lookup"
import { isMultipart, readMultipart } from "@shop/server-kit"

const BOUNDARY = "----shop-test-boundary"
const PDF = Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n")

/** A multipart body as a browser sends it: text fields, then file parts. */
function multipart(parts: { name: string; value?: string; filename?: string; type?: string; bytes?: Buffer }[]) {
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ""}`
    const head = `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ""}\r\n`
    chunks.push(Buffer.from(head), part.bytes ?? Buffer.from(part.value ?? ""), Buffer.from("\r\n"))
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`))
  const body = Buffer.concat(chunks)
  // delivered in small pieces, as a socket would
  const pieces = Array.from({ length: Math.ceil(body.length / 1000) }, (_, i) => body.subarray(i * 1000, (i + 1) * 1000))
  return Object.assign(Readable.from(pieces), { headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` } })
}

describe("readMultipart", () => {
  it("keeps the `file` part and the text fields", async () => {
    const body = await readMultipart(
      multipart([
        { name: "content", value: "Voici la facture" },
        { name: "file", filename: "facture été.pdf", type: "application/pdf", bytes: PDF },
      ]),
      1024
    )
    expect(body.fields).toEqual({ content: "Voici la facture" })
    expect(body.file).toMatchObject({ name: "facture été.pdf", declaredType: "application/pdf", tooLarge: false })
    expect(body.file!.bytes.equals(PDF)).toBe(true)
  })

  it("marks a file beyond the limit and reads the body to its end", async () => {
    const body = await readMultipart(multipart([{ name: "file", filename: "gros.pdf", bytes: Buffer.alloc(5000, 0x41) }]), 4096)
    expect(body.file!.tooLarge).toBe(true)
    expect(body.file!.bytes.length).toBe(4096)
  })

  it("ignores files sent under another name and refuses a body that is not multipart", async () => {
    const body = await readMultipart(multipart([{ name: "autre", filename: "x.pdf", bytes: PDF }]), 1024)
    expect(body.file).toBeUndefined()
    const json = Object.assign(Readable.from([Buffer.from("{}")]), { headers: { "content-type": "application/json" } })
    expect(isMultipart(json.headers)).toBe(false)
    await expect(readMultipart(json, 1024)).rejects.toThrow("not-multipart")
  })
})

describe("checkUpload", () => {
  const part = (bytes: Buffer, name = "photo.png", tooLarge = false) => ({ name, declaredType: "image/png", bytes, tooLarge })
  it("accepts the bytes of a PDF whatever the declared type, with a cleaned name", () => {
    expect(checkUpload(part(PDF, "dossier/facture\r\n.pdf"))).toEqual({ ok: true, type: "application/pdf", name: "facture.pdf" })
  })
  it("answers 400 for a missing, empty or unknown file and 413 beyond 5 MB", () => {
    expect(checkUpload(undefined)).toMatchObject({ ok: false, status: 400 })
    expect(checkUpload(part(Buffer.alloc(0)))).toEqual({ ok: false, status: 400, message: "Le fichier est vide." })
    expect(checkUpload(part(Buffer.from("MZ\x90\x00 programme")))).toEqual({
      ok: false,
      status: 400,
      message: "Seuls les fichiers PDF, JPEG, PNG et WebP sont acceptés.",
    })
    expect(checkUpload(part(PDF, "a.pdf", true))).toEqual({ ok: false, status: 413, message: "Le fichier dépasse la taille maximale de 5 Mo." })
    expect(checkUpload(part(Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)])))).toMatchObject({ ok: false, status: 413 })
  })
})

describe("attachment ids and downloads", () => {
  it("are random and unguessable", () => {
    const id = newAttachmentId()
    expect(id).toMatch(/^msgfile_[A-Za-z0-9_-]{32}$/)
    expect(newAttachmentId()).not.toBe(id)
  })
  it("download as attachments with an ASCII fallback and the exact UTF-8 name", () => {
    expect(contentDisposition("facture été.pdf")).toBe(`attachment; filename="facture ete.pdf"; filename*=UTF-8''facture%20%C3%A9t%C3%A9.pdf`)
    expect(contentDisposition('a"b\\c.png')).toBe(`attachment; filename="a_b_c.png"; filename*=UTF-8''a%22b%5Cc.png`)
  })
})

describe("lookup e-mail", () => {
  it("lists each thread's link with its subject, order number and date", () => {
    const mail = lookupMail(
      [{ url: "http://boutique.test/contact/msgthr_1?secret=s3cret", subjectLabel: "Suivi de commande", orderNumber: "MC-ABCD2345", createdAt: new Date("2026-11-21T10:00:00Z") }],
      "http://boutique.test"
    )
    expect(mail.subject).toBe("Vos conversations avec Maison Chaleur")
    expect(mail.text).toContain("- Suivi de commande (MC-ABCD2345), le 21 novembre 2026 : http://boutique.test/contact/msgthr_1?secret=s3cret")
    expect(mail.html).toContain('href="http://boutique.test/contact/msgthr_1?secret=s3cret"')
  })
})
