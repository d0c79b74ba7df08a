import { EDITORIAL_TEXTS, RICH_TEXT_TEXTS, type ApiArticle, type ApiArticleList, type ApiCmsPage, type ApiStaffArticle } from "@shop/shared"
import type { MedusaContainer } from "@medusajs/framework/types"
import { integrationTestRunner } from "../runner"
import { Visitor, type VisitorApi } from "../visitor"
import { startCmsServer, type CmsServer } from "./kit/cms-server"
import { staffVisitor } from "./kit/desk-staff"

jest.setTimeout(400 * 1000)

const DENIED = "Accès refusé!"
const MISSING_ID = "abcdefghijklmnopqrstuvwx"

const paragraph = (text: string) => ({ type: "paragraph", children: [{ type: "text", text }] })

/**
 * Issue 14, editorial (grants `blog` and `legal`): the article calls of section 7 and the CMS pages of
 * /api/guide/{tag}, written to a real Strapi (cms/tests/helpers/serve-cms.ts, seeded) with the editor token.
 */
integrationTestRunner({
  // The staff login needs the shop's region and sales channel.
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    const http = api as unknown as VisitorApi
    let container: MedusaContainer
    let cms: CmsServer
    let editor: Visitor
    let lawyer: Visitor
    let ordersOnly: Visitor
    /** Strapi's own view of an article (draft version), read around refused calls: "nothing changed". */
    const strapiDraft = async (id: string) => {
      const res = await fetch(`${cms.url}/api/articles/${id}?status=draft&populate=category`, { headers: { Authorization: `Bearer ${cms.editorToken}` } })
      return res.status === 404 ? null : ((await res.json()) as { data: Record<string, unknown> }).data
    }
    const publicArticles = async () =>
      ((await (await fetch(`${cms.url}/api/articles?pagination[pageSize]=100`)).json()) as { data: { slug: string }[] }).data.map((a) => a.slug)

    beforeAll(async () => {
      cms = await startCmsServer()
      process.env.CMS_URL = cms.url
      process.env.CMS_EDITOR_TOKEN = cms.editorToken
      container = getContainer()
      editor = await staffVisitor(container, http, "redaction", ["blog"], "10.60.0.1")
      lawyer = await staffVisitor(container, http, "juridique", ["legal"], "10.60.0.2")
      ordersOnly = await staffVisitor(container, http, "commandes", ["orders", "messages"], "10.60.0.3")
    })

    afterAll(async () => {
      await cms?.stop()
    })

    describe("access (spec 6: blog for articles, legal for the legal pages)", () => {
      /** Every staff call of the editorial desk, with the grant it needs. */
      const staffCalls: [method: string, path: string, grant: "blog" | "legal"][] = [
        ["GET", "/api/article?mode=all", "blog"],
        ["GET", `/api/articles/${MISSING_ID}`, "blog"],
        ["POST", "/api/article/", "blog"],
        ["PUT", `/api/article/${MISSING_ID}`, "blog"],
        ["DELETE", `/api/article/${MISSING_ID}`, "blog"],
        ["GET", "/api/guide/legal", "legal"],
        ["PUT", "/api/guide/cgv", "legal"],
      ]

      it("refuses every staff call to a visitor (401) and to staff without the grant (403), and Strapi is unchanged", async () => {
        const before = await publicArticles()
        for (const [method, path, grant] of staffCalls) {
          const anonymous = await new Visitor(http, "10.60.0.20").call(method, path, method === "GET" || method === "DELETE" ? undefined : {})
          expect([method, path, anonymous.status]).toEqual([method, path, 401])
          const other = grant === "blog" ? lawyer : editor
          const refused = await other.call(method, path, method === "GET" || method === "DELETE" ? undefined : {})
          expect([method, path, refused.status, refused.data]).toEqual([method, path, 403, { message: DENIED }])
        }
        expect(await publicArticles()).toEqual(before)
      })

      it("keeps the grants apart: the blog grant does not open the legal pages, nor legal the drafts", async () => {
        expect(await editor.call("GET", "/api/guide/legal")).toMatchObject({ status: 403, data: { message: DENIED } })
        expect(await lawyer.call("POST", "/api/article/", {})).toMatchObject({ status: 403, data: { message: DENIED } })
      })

      it("still serves the message desk's quick answers on /api/guide/messages and 404 for unknown tags", async () => {
        expect((await ordersOnly.call("GET", "/api/guide/messages")).status).toBe(200)
        expect(await editor.call("GET", "/api/guide/inconnu")).toMatchObject({ status: 403 })
        expect(await ordersOnly.call("GET", "/api/guide/inconnu")).toMatchObject({ status: 404, data: { message: EDITORIAL_TEXTS.guideNotFound } })
      })
    })

    describe("articles", () => {
      it("lists the published, visible articles to anyone and searches them (q ≥ 3 characters)", async () => {
        const list = await new Visitor(http, "10.60.0.10").call<ApiArticleList>("GET", "/api/article?page=1")
        expect(list.status).toBe(200)
        expect(list.data.total).toBeGreaterThan(0)
        expect(list.data.articles.every((a) => a.visible && a.status === "published")).toBe(true)
        const short = await new Visitor(http, "10.60.0.10").call("GET", "/api/article?q=ab")
        expect(short).toMatchObject({ status: 400, data: { message: "Le texte recherché doit faire de 3 à 100 caractères." } })
        const first = list.data.articles[0]
        const one = await new Visitor(http, "10.60.0.10").call<ApiArticle>("GET", `/api/article/${first.slug}`)
        expect(one.status).toBe(200)
        expect(one.data.title).toBe(first.title)
        expect(Array.isArray(one.data.content)).toBe(true)
      })

      it("creates an invisible draft with an empty title, fills it, publishes it, and readers then see it", async () => {
        const created = await editor.call<ApiArticle>("POST", "/api/article/", {})
        expect(created.status).toBe(201)
        expect(created.data).toMatchObject({ title: "", visible: false, status: "draft", publishedAt: null })
        const id = created.data.id

        // A draft is not public, not even by its address.
        expect((await new Visitor(http, "10.60.0.11").call("GET", `/api/article/${created.data.slug}`)).status).toBe(404)
        expect((await editor.call<ApiArticleList>("GET", "/api/article?mode=all")).data.articles.map((a) => a.id)).toContain(id)

        // Publishing without a title is refused, and nothing changed in Strapi.
        const before = await strapiDraft(id)
        expect(await editor.call("PUT", `/api/article/${id}`, { publish: true })).toMatchObject({
          status: 400,
          data: { message: EDITORIAL_TEXTS.titleToPublish },
        })
        // Rich text is sanitised: a javascript: link is refused (400 French), unknown keys are dropped.
        const evil = { type: "paragraph", children: [{ type: "link", url: "javascript:alert(1)", children: [{ type: "text", text: "clic" }] }] }
        const refused = await editor.call("PUT", `/api/article/${id}`, { title: "Piège", content: [evil] })
        expect(refused.status).toBe(400)
        expect(JSON.stringify(refused.data)).toContain(RICH_TEXT_TEXTS.link)
        expect(await editor.call("PUT", `/api/article/${id}`, { category: "n-existe-pas" })).toMatchObject({ status: 400, data: { message: EDITORIAL_TEXTS.category } })
        expect(await editor.call("PUT", `/api/article/${id}`, { slug: "Pas Valide" })).toMatchObject({ status: 400 })
        expect(await editor.call("PUT", `/api/article/${id}`, { inconnu: 1 })).toMatchObject({ status: 400, data: { message: EDITORIAL_TEXTS.invalidRequest } })
        expect(await strapiDraft(id)).toEqual(before)

        const content = [
          { type: "heading", level: 2, children: [{ type: "text", text: "Bien choisir" }] },
          { ...paragraph("Un radiateur à inertie garde la chaleur."), onclick: "alert(1)" },
          { type: "list", format: "unordered", children: [{ type: "list-item", children: [{ type: "text", text: "Fonte", bold: true }] }] },
        ]
        const saved = await editor.call<ApiArticle>("PUT", `/api/article/${id}`, {
          title: "Radiateur à inertie : le guide",
          slug: "radiateur-inertie-le-guide",
          author: "La rédaction",
          excerpt: "Tout pour choisir.",
          category: "guides-produits",
          content,
        })
        expect(saved.status).toBe(200)
        expect(saved.data).toMatchObject({ title: "Radiateur à inertie : le guide", status: "draft", category: { slug: "guides-produits" } })
        expect(JSON.stringify(saved.data.content)).not.toContain("onclick")
        expect(await publicArticles()).not.toContain("radiateur-inertie-le-guide")

        const published = await editor.call<ApiArticle>("PUT", `/api/article/${id}`, { visible: true, publish: true })
        expect(published.status).toBe(200)
        expect(published.data).toMatchObject({ visible: true, status: "published" })
        expect(published.data.publishedAt).not.toBeNull()
        const read = await new Visitor(http, "10.60.0.11").call<ApiArticle>("GET", "/api/article/radiateur-inertie-le-guide")
        expect(read).toMatchObject({ status: 200, data: { title: "Radiateur à inertie : le guide", author: "La rédaction" } })
        expect(await publicArticles()).toContain("radiateur-inertie-le-guide")

        // A later change stays a draft until published again.
        const changed = await editor.call<ApiArticle>("PUT", `/api/article/${id}`, { title: "Radiateur à inertie : le guide complet" })
        expect(changed.data.status).toBe("modified")
        expect((await new Visitor(http, "10.60.0.11").call<ApiArticle>("GET", "/api/article/radiateur-inertie-le-guide")).data.title).toBe(
          "Radiateur à inertie : le guide"
        )
        expect((await editor.call<ApiArticle>("GET", `/api/articles/${id}`)).data.title).toBe("Radiateur à inertie : le guide complet")

        // Another draft cannot take the same address.
        const other = await editor.call<ApiArticle>("POST", "/api/article/", {})
        expect(await editor.call("PUT", `/api/article/${other.data.id}`, { slug: "radiateur-inertie-le-guide" })).toMatchObject({
          status: 409,
          data: { message: EDITORIAL_TEXTS.slugTaken },
        })

        expect(await editor.call("DELETE", `/api/article/${id}`)).toMatchObject({ status: 200, data: { id, deleted: true } })
        expect(await editor.call("GET", `/api/articles/${id}`)).toMatchObject({ status: 404, data: { message: EDITORIAL_TEXTS.articleNotFound } })
        expect(await publicArticles()).not.toContain("radiateur-inertie-le-guide")
      })

      it("offers the CMS's categories: one created in Strapi's admin appears and is accepted, an unknown one is refused", async () => {
        const created = await editor.call<ApiStaffArticle>("POST", "/api/article/", {})
        const id = created.data.id
        const seeded = created.data.categories.map((c) => c.slug)
        expect(seeded).toEqual(expect.arrayContaining(["conseils-chauffage", "economies-energie", "guides-produits", "home-smartlink"]))
        expect(seeded).not.toContain("climatisation-reversible")

        // An editor adds a category in Strapi's own admin (its content-manager API, as the panel does).
        const login = await fetch(`${cms.url}/admin/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(cms.admin),
        })
        const adminJwt = ((await login.json()) as { data: { token: string } }).data.token
        const added = await fetch(`${cms.url}/content-manager/collection-types/api::article-category.article-category`, {
          method: "POST",
          headers: { "content-type": "application/json", Authorization: `Bearer ${adminJwt}` },
          body: JSON.stringify({ name: "Climatisation réversible", slug: "climatisation-reversible" }),
        })
        expect(added.ok).toBe(true)

        const read = await editor.call<ApiStaffArticle>("GET", `/api/articles/${id}`)
        expect(read.status).toBe(200)
        expect(read.data.categories).toContainEqual({ slug: "climatisation-reversible", name: "Climatisation réversible" })
        const names = read.data.categories.map((c) => c.name)
        expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "fr")))

        // A slug of the right shape that the CMS does not have: the French 400, and Strapi's draft is unchanged.
        await editor.call("PUT", `/api/article/${id}`, { title: "Bien régler sa clim", category: "guides-produits" })
        const before = await strapiDraft(id)
        const refused = await editor.call("PUT", `/api/article/${id}`, { title: "Autre titre", category: "climatisation" })
        expect(refused).toMatchObject({ status: 400, data: { message: EDITORIAL_TEXTS.category, fields: { category: EDITORIAL_TEXTS.category } } })
        expect(await strapiDraft(id)).toEqual(before)

        const saved = await editor.call<ApiStaffArticle>("PUT", `/api/article/${id}`, { category: "climatisation-reversible" })
        expect(saved.status).toBe(200)
        expect(saved.data).toMatchObject({ title: "Bien régler sa clim", category: { slug: "climatisation-reversible", name: "Climatisation réversible" } })
        expect(saved.data.categories).toContainEqual({ slug: "climatisation-reversible", name: "Climatisation réversible" })
        expect((await editor.call("DELETE", `/api/article/${id}`)).status).toBe(200)
      })

      it("answers 404 for an unknown article and 400 for a malformed id", async () => {
        expect(await editor.call("GET", `/api/articles/${MISSING_ID}`)).toMatchObject({ status: 404, data: { message: EDITORIAL_TEXTS.articleNotFound } })
        expect(await editor.call("PUT", `/api/article/${MISSING_ID}`, { title: "x" })).toMatchObject({ status: 404 })
        expect(await editor.call("DELETE", "/api/article/PAS-UN-ID")).toMatchObject({ status: 400, data: { message: expect.any(String) } })
      })
    })

    describe("CMS pages through /api/guide/{tag}", () => {
      it("reads the legal notice's draft, refuses a bad page (nothing changed), saves and publishes", async () => {
        const legal = await lawyer.call<ApiCmsPage>("GET", "/api/guide/legal")
        expect(legal.status).toBe(200)
        expect(legal.data).toMatchObject({ tag: "legal", path: "/about/legal/" })
        expect(legal.data.content.title).not.toBe("")

        expect(await lawyer.call("PUT", "/api/guide/legal", { content: { title: "", blocks: [] } })).toMatchObject({
          status: 400,
          data: { message: EDITORIAL_TEXTS.pageTitle },
        })
        expect((await lawyer.call<ApiCmsPage>("GET", "/api/guide/legal")).data).toEqual(legal.data)

        const blocks = [paragraph("Éditeur du site : Maison Chaleur SAS, capital 50 000 €.")]
        const draft = await lawyer.call<ApiCmsPage>("PUT", "/api/guide/legal", { content: { title: "Mentions légales", blocks } })
        expect(draft.data).toMatchObject({ status: "modified", content: { title: "Mentions légales", blocks } })
        const publicPage = async () =>
          ((await (await fetch(`${cms.url}/api/pages?filters[slug][$eq]=legal`)).json()) as { data: { content: unknown }[] }).data[0].content
        expect(JSON.stringify(await publicPage())).not.toContain("capital 50 000")
        const live = await lawyer.call<ApiCmsPage>("PUT", "/api/guide/legal", { content: { title: "Mentions légales", blocks }, publish: true })
        expect(live.data.status).toBe("published")
        expect(JSON.stringify(await publicPage())).toContain("capital 50 000")
      })
    })
  },
})
