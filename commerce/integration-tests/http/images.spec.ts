import type { MedusaContainer } from "@medusajs/framework/types"
import { EDITORIAL_TEXTS, IMAGE_TEXTS, RICH_TEXT_TEXTS, type ApiArticle, type ApiImage } from "@shop/shared"
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
    let homeEditor: Visitor
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
      homeEditor = await staffVisitor(container, http, "accueil", ["home"], "10.62.0.3")
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
      expect(stored.data.url).toMatch(/^\/uploads\/.+\.png$/)
      expect(await mediaCount()).toBe(before + 1)
      const served = await fetch(`${cms.url}${stored.data.url}`)
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

    describe("pictures of an article (PUT /api/article/{id}, grant blog)", () => {
      /** Strapi's own view of the article's draft: its picture and text, read around refused calls ("nothing changed"). */
      const strapiDraft = async (id: string) => {
        const res = await fetch(`${cms.url}/api/articles/${id}?status=draft&populate=image`, { headers: { Authorization: `Bearer ${cms.editorToken}` } })
        const data = ((await res.json()) as { data: { image: { id: number } | null; content: unknown; updatedAt: string } }).data
        return { image: data.image?.id ?? null, content: data.content, updatedAt: data.updatedAt }
      }

      it("sets the uploaded picture as the article's image, shows it to readers once published, and removes it", async () => {
        const picture = await upload(blogEditor, PNG, "salon.png", "image/png", { alt: "Un salon chauffé" })
        expect(picture.status).toBe(201)
        const draft = await blogEditor.call<ApiArticle>("POST", "/api/article/", {})
        const id = draft.data.id
        expect(draft.data.image).toBeNull()

        const saved = await blogEditor.call<ApiArticle>("PUT", `/api/article/${id}`, { title: "Un salon bien chauffé", slug: "salon-bien-chauffe", image: picture.data.id })
        expect(saved.status).toBe(200)
        expect(saved.data.image).toEqual({ id: picture.data.id, url: picture.data.url, alt: "Un salon chauffé", width: 1, height: 1 })
        expect((await strapiDraft(id)).image).toBe(picture.data.id)

        await blogEditor.call("PUT", `/api/article/${id}`, { visible: true, publish: true })
        const read = await new Visitor(http, "10.62.0.21").call<ApiArticle>("GET", "/api/article/salon-bien-chauffe")
        expect(read).toMatchObject({ status: 200, data: { image: { id: picture.data.id, alt: "Un salon chauffé" } } })
        const listed = await new Visitor(http, "10.62.0.21").call<{ articles: ApiArticle[] }>("GET", "/api/article?q=salon")
        expect(listed.data.articles.find((a) => a.slug === "salon-bien-chauffe")?.image?.url).toBe(picture.data.url)

        const removed = await blogEditor.call<ApiArticle>("PUT", `/api/article/${id}`, { image: null })
        expect(removed.data.image).toBeNull()
        expect((await strapiDraft(id)).image).toBeNull()
        await blogEditor.call("DELETE", `/api/article/${id}`)
      })

      it("refuses a visitor (401), staff without blog (403) and an unknown or malformed id (400, French), changing nothing", async () => {
        const picture = await upload(blogEditor, PNG, "poele.png", "image/png", { alt: "Un poêle" })
        const draft = await blogEditor.call<ApiArticle>("POST", "/api/article/", {})
        const id = draft.data.id
        const before = await strapiDraft(id)

        expect(await new Visitor(http, "10.62.0.22").call("PUT", `/api/article/${id}`, { image: picture.data.id })).toMatchObject({ status: 401 })
        // `home` may upload pictures (the homepage) but not change an article.
        expect(await homeEditor.call("PUT", `/api/article/${id}`, { image: picture.data.id })).toMatchObject({ status: 403, data: { message: DENIED } })
        expect(await ordersDesk.call("PUT", `/api/article/${id}`, { image: picture.data.id })).toMatchObject({ status: 403, data: { message: DENIED } })
        for (const bad of [picture.data.id + 100_000, 0, -3, 1.5, "12", { id: picture.data.id }]) {
          expect([bad, await blogEditor.call("PUT", `/api/article/${id}`, { title: "Ne doit pas changer", image: bad })]).toMatchObject([
            bad,
            { status: 400, data: { message: EDITORIAL_TEXTS.image } },
          ])
        }
        expect(await strapiDraft(id)).toEqual(before)
        await blogEditor.call("DELETE", `/api/article/${id}`)
      })

      it("takes an image block of the media library in the article's text, with its alternative text, and nothing else", async () => {
        const picture = await upload(blogEditor, PNG, "fonte.png", "image/png", { alt: "Un radiateur en fonte" })
        const draft = await blogEditor.call<ApiArticle>("POST", "/api/article/", {})
        const id = draft.data.id
        const block = (image: Record<string, unknown>) => ({ type: "image", image, children: [{ type: "text", text: "" }] })
        const good = block({ url: picture.data.url, alternativeText: "Un radiateur en fonte", width: 1, height: 1, provider: "local", onload: "x" })

        const before = await strapiDraft(id)
        for (const [image, message] of [
          [{ url: "https://ailleurs.example/pixel.png", alternativeText: "Pixel" }, RICH_TEXT_TEXTS.imageUrl],
          [{ url: "javascript:alert(1)", alternativeText: "x" }, RICH_TEXT_TEXTS.imageUrl],
          [{ url: "/uploads/../admin/x.png", alternativeText: "x" }, RICH_TEXT_TEXTS.imageUrl],
          // The right form, but no such file in the media library.
          [{ url: "/uploads/inconnu_ab12.png", alternativeText: "Inconnu" }, RICH_TEXT_TEXTS.imageUrl],
          [{ url: picture.data.url, alternativeText: "  " }, RICH_TEXT_TEXTS.imageAlt],
        ] as const) {
          const refused = await blogEditor.call("PUT", `/api/article/${id}`, { content: [block(image)] })
          expect([image, refused.status, JSON.stringify(refused.data)]).toEqual([image, 400, expect.stringContaining(message)])
        }
        expect(await strapiDraft(id)).toEqual(before)

        const saved = await blogEditor.call<ApiArticle>("PUT", `/api/article/${id}`, { content: [good] })
        expect(saved.status).toBe(200)
        expect(saved.data.content).toEqual([block({ url: picture.data.url, alternativeText: "Un radiateur en fonte", width: 1, height: 1 })])
        // Strapi holds its whole media record (its own editor shows it) with the editor's alternative text.
        const stored = (await strapiDraft(id)).content as { image: Record<string, unknown> }[]
        expect(stored[0].image).toMatchObject({ url: picture.data.url, alternativeText: "Un radiateur en fonte", mime: "image/png", provider: "local" })
        await blogEditor.call("DELETE", `/api/article/${id}`)
      })
    })
  },
})
