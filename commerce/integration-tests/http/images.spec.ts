import type { MedusaContainer } from "@medusajs/framework/types"
import { IMAGE_TEXTS, type ApiImage } from "@shop/shared"
import { integrationTestRunner } from "../runner"
import { Visitor, type VisitorApi } from "../visitor"
import { startCmsServer, type CmsServer } from "./kit/cms-server"
import { staffVisitor } from "./kit/desk-staff"

jest.setTimeout(400 * 1000)

const DENIED = "Accès refusé!"
const LOGIN_REQUIRED = "Vous devez être connecté avec un compte de l’équipe."
/** A real 1×1 PNG (Strapi reads its size). */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64")

/** A multipart body as the browser sends it: the bytes in `file` (under any name and declared type), fields. */
function imageBody(bytes: Buffer, fileName: string, declaredType: string, fields: Record<string, string> = {}): { body: Buffer; headers: Record<string, string> } {
  const boundary = "----images" + Math.random().toString(16).slice(2)
  const head = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
  head.push(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${declaredType}\r\n\r\n`)
  return {
    body: Buffer.concat([Buffer.from(head.join("")), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  }
}

/**
 * Issue 14, `POST /api/images/` (spec 7 "Files"): the editorial screens' picture upload, stored in the CMS's media
 * library (a real Strapi, cms/tests/helpers/serve-cms.ts) with the editor token.
 */
integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    const http = api as unknown as VisitorApi
    let container: MedusaContainer
    let cms: CmsServer
    let blogEditor: Visitor
    let ordersDesk: Visitor
    const upload = (visitor: Visitor, bytes: Buffer, name = "radiateur.png", type = "image/png", fields: Record<string, string> = {}) => {
      const { body, headers } = imageBody(bytes, name, type, fields)
      return visitor.call<ApiImage & { message?: string }>("POST", "/api/images/", body, headers)
    }
    /** The media library's file count, read from Strapi itself around refused calls: "nothing stored". */
    const mediaCount = async () => {
      const res = await fetch(`${cms.url}/api/upload/files`, { headers: { Authorization: `Bearer ${cms.editorToken}` } })
      return ((await res.json()) as unknown[]).length
    }

    beforeAll(async () => {
      cms = await startCmsServer()
      process.env.CMS_URL = cms.url
      process.env.CMS_EDITOR_TOKEN = cms.editorToken
      container = getContainer()
      blogEditor = await staffVisitor(container, http, "redaction", ["blog"], "10.62.0.1")
      ordersDesk = await staffVisitor(container, http, "commandes", ["orders", "messages"], "10.62.0.2")
    })

    afterAll(async () => {
      await cms?.stop()
    })

    it("refuses a visitor (401) and staff without an editorial grant (403), storing nothing", async () => {
      const before = await mediaCount()
      expect(await upload(new Visitor(http, "10.62.0.20"), PNG)).toMatchObject({ status: 401, data: { message: LOGIN_REQUIRED } })
      expect(await upload(ordersDesk, PNG)).toMatchObject({ status: 403, data: { message: DENIED } })
      expect(await mediaCount()).toBe(before)
    })

    it("stores a picture of an editor in the CMS media library and answers its id and address", async () => {
      const before = await mediaCount()
      const stored = await upload(blogEditor, PNG, "Radiateur été.png", "image/png", { alt: "Un radiateur en fonte" })
      expect(stored.status).toBe(201)
      expect(stored.data).toMatchObject({ id: expect.any(Number), name: "Radiateur-ete.png", mime: "image/png", size: PNG.length, width: 1, height: 1 })
      expect(stored.data.url).toMatch(new RegExp(`^${cms.url}/uploads/.+\\.png$`))
      expect(await mediaCount()).toBe(before + 1)
      const served = await fetch(stored.data.url)
      expect(served.status).toBe(200)
      // Strapi optimises the original (re-encoded): still a PNG of the same size.
      expect(served.headers.get("content-type")).toBe("image/png")
      expect(Buffer.from(await served.arrayBuffer()).subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true)
      const media = (await (await fetch(`${cms.url}/api/upload/files/${stored.data.id}`, { headers: { Authorization: `Bearer ${cms.editorToken}` } })).json()) as { alternativeText: string }
      expect(media.alternativeText).toBe("Un radiateur en fonte")
    })

    it("judges the type by the bytes, refuses an empty or missing file, in French, storing nothing", async () => {
      const before = await mediaCount()
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
      expect(await upload(blogEditor, svg, "logo.png", "image/png")).toMatchObject({ status: 400, data: { message: IMAGE_TEXTS.wrongType } })
      expect(await upload(blogEditor, Buffer.from("%PDF-1.7 ..."), "photo.jpg", "image/jpeg")).toMatchObject({ status: 400, data: { message: IMAGE_TEXTS.wrongType } })
      expect(await upload(blogEditor, Buffer.alloc(0))).toMatchObject({ status: 400, data: { message: IMAGE_TEXTS.empty } })
      expect(await blogEditor.call("POST", "/api/images/", { file: "x" })).toMatchObject({ status: 400, data: { message: IMAGE_TEXTS.missing } })
      expect(await mediaCount()).toBe(before)
    })

    it("refuses a picture over 5 MB (413) and stores nothing", async () => {
      const before = await mediaCount()
      const big = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(5 * 1024 * 1024)])
      expect(await upload(blogEditor, big)).toMatchObject({ status: 413, data: { message: IMAGE_TEXTS.tooLarge } })
      expect(await mediaCount()).toBe(before)
    })
  },
})
