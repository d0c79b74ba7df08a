import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { FAQ_TEXTS, LANDING_TEXTS, type ApiFaq, type ApiLanding } from "@shop/shared"
import type { MedusaContainer } from "@medusajs/framework/types"
import { integrationTestRunner } from "../runner"
import { Visitor, type VisitorApi } from "../visitor"
import { startCmsServer, type CmsServer } from "./kit/cms-server"
import { staffVisitor } from "./kit/desk-staff"

jest.setTimeout(400 * 1000)

const DENIED = "Accès refusé!"

type PublicFaqItem = { documentId: string; question: string; category: string; order: number }
type Block = Record<string, any>

/**
 * Issue 14, editorial: the help page's F.A.Q. (`/api/guide/faq`, grant `faq`) and the homepage blocks
 * (`/api/guide/landing`, grant `home`), written to a real seeded Strapi (cms/tests/helpers/serve-cms.ts) with the
 * editor token; a publish asks the storefront builder (a listener of this test) to rebuild the page readers see.
 */
integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    const http = api as unknown as VisitorApi
    let container: MedusaContainer
    let cms: CmsServer
    let faqEditor: Visitor
    let homeEditor: Visitor
    let blogger: Visitor
    let builder: Server
    const rebuilds: string[][] = []

    /** What readers get from Strapi (published versions only). */
    const publicFaq = async () =>
      ((await (await fetch(`${cms.url}/api/faq-items?sort=order:asc&pagination[pageSize]=100`)).json()) as { data: PublicFaqItem[] }).data.map(
        ({ documentId, question, category, order }) => ({ documentId, question, category, order })
      )
    const publicHomepage = async () => ((await (await fetch(`${cms.url}/api/homepage`)).json()) as { data: { title: string; sections: Block[] } }).data

    beforeAll(async () => {
      cms = await startCmsServer()
      process.env.CMS_URL = cms.url
      process.env.CMS_EDITOR_TOKEN = cms.editorToken
      builder = createServer((req, res) => {
        let body = ""
        req.on("data", (chunk) => (body += chunk))
        req.on("end", () => {
          rebuilds.push((JSON.parse(body) as { pages: string[] }).pages)
          res.writeHead(202).end()
        })
      })
      await new Promise<void>((resolve) => builder.listen(0, "127.0.0.1", resolve))
      process.env.STOREFRONT_REBUILD_URL = `http://127.0.0.1:${(builder.address() as AddressInfo).port}/rebuild`
      container = getContainer()
      faqEditor = await staffVisitor(container, http, "aide", ["faq"], "10.61.0.1")
      homeEditor = await staffVisitor(container, http, "accueil", ["home"], "10.61.0.2")
      blogger = await staffVisitor(container, http, "blog", ["blog", "legal"], "10.61.0.3")
    })

    afterAll(async () => {
      delete process.env.STOREFRONT_REBUILD_URL
      await new Promise((resolve) => builder?.close(resolve))
      await cms?.stop()
    })

    describe("access (spec 6: faq → faq, landing → home)", () => {
      it("refuses a visitor (401) and staff without the grant (403), and Strapi is unchanged", async () => {
        const [faqBefore, homeBefore] = [await publicFaq(), await publicHomepage()]
        for (const [tag, grantless] of [
          ["faq", homeEditor],
          ["landing", faqEditor],
        ] as const) {
          for (const method of ["GET", "PUT"]) {
            const body = method === "PUT" ? { content: {} } : undefined
            expect(await new Visitor(http, "10.61.0.20").call(method, `/api/guide/${tag}`, body)).toMatchObject({ status: 401 })
            expect(await grantless.call(method, `/api/guide/${tag}`, body)).toMatchObject({ status: 403, data: { message: DENIED } })
            expect(await blogger.call(method, `/api/guide/${tag}`, body)).toMatchObject({ status: 403, data: { message: DENIED } })
          }
        }
        expect(await publicFaq()).toEqual(faqBefore)
        expect(await publicHomepage()).toEqual(homeBefore)
      })
    })

    describe("the F.A.Q. of /help", () => {
      it("lists the seeded questions by category, all published", async () => {
        const faq = await faqEditor.call<ApiFaq>("GET", "/api/guide/faq")
        expect(faq.status).toBe(200)
        expect(faq.data.path).toBe("/help/")
        expect(faq.data.content.categories.map((g) => g.category)).toEqual(["livraison", "retours", "garantie", "paiement", "commande", "compte-pro"])
        const questions = faq.data.content.categories.flatMap((g) => g.questions)
        expect(questions).toHaveLength((await publicFaq()).length)
        expect(questions.every((q) => q.published && q.status === "published")).toBe(true)
      })

      it("refuses bad input in French and changes nothing", async () => {
        const before = (await faqEditor.call<ApiFaq>("GET", "/api/guide/faq")).data
        const publicBefore = await publicFaq()
        const bad = await faqEditor.call("PUT", "/api/guide/faq", {
          content: { categories: [{ category: "livraison", questions: [{ question: "", answer: "Oui.", published: true }] }] },
        })
        expect(bad).toMatchObject({ status: 400, data: { message: FAQ_TEXTS.question, fields: { "content.categories.0.questions.0.question": FAQ_TEXTS.question } } })
        expect(FAQ_TEXTS.question).toBe("La question est obligatoire (250 caractères au plus).")
        const category = await faqEditor.call("PUT", "/api/guide/faq", {
          content: { categories: [{ category: "meteo", questions: [{ question: "Il pleut ?", answer: "Non.", published: true }] }] },
        })
        expect(category).toMatchObject({ status: 400, data: { message: FAQ_TEXTS.category } })
        const missingAnswer = { question: "Et la réponse ?", answer: "  ", published: true }
        expect(await faqEditor.call("PUT", "/api/guide/faq", { content: { categories: [{ category: "retours", questions: [missingAnswer] }] } })).toMatchObject({
          status: 400,
          data: { message: FAQ_TEXTS.answer },
        })
        // A question deleted meanwhile (unknown id): refused before anything is written, even the valid new question.
        const gone = { id: "abcdefghijklmnopqrstuvwx", question: "Disparue ?", answer: "Oui.", published: true }
        const fresh = { question: "Nouvelle ?", answer: "Oui.", published: true }
        expect(await faqEditor.call("PUT", "/api/guide/faq", { content: { categories: [{ category: "retours", questions: [fresh, gone] }] } })).toMatchObject({
          status: 400,
          data: { message: FAQ_TEXTS.unknownQuestion },
        })
        expect((await faqEditor.call<ApiFaq>("GET", "/api/guide/faq")).data).toEqual(before)
        expect(await publicFaq()).toEqual(publicBefore)
        expect(rebuilds).toEqual([])
      })

      it("adds, reorders, unpublishes and deletes questions; readers see the result and /help is rebuilt", async () => {
        const { categories } = (await faqEditor.call<ApiFaq>("GET", "/api/guide/faq")).data.content
        const livraison = categories.find((g) => g.category === "livraison")!.questions
        const retours = categories.find((g) => g.category === "retours")!.questions
        expect(livraison.length).toBeGreaterThanOrEqual(2)
        const [firstDelivery, secondDelivery, ...otherDeliveries] = livraison
        const [removed, ...keptReturns] = retours
        const added = { question: "Livrez-vous en Corse ?", answer: "Oui, sous 7 jours ouvrés.", published: true }
        const body = {
          content: {
            categories: categories.map((group) => {
              const strip = (q: (typeof livraison)[number]) => ({ id: q.id, question: q.question, answer: q.answer, published: q.published })
              if (group.category === "livraison")
                return { category: "livraison", questions: [added, strip(secondDelivery), { ...strip(firstDelivery), published: false }, ...otherDeliveries.map(strip)] }
              if (group.category === "retours") return { category: "retours", questions: keptReturns.map(strip) }
              return { category: group.category, questions: group.questions.map(strip) }
            }),
          },
        }
        const saved = await faqEditor.call<ApiFaq>("PUT", "/api/guide/faq", body)
        expect(saved.status).toBe(200)
        const savedDelivery = saved.data.content.categories[0].questions
        expect(savedDelivery.slice(0, 3).map((q) => [q.question, q.published, q.status])).toEqual([
          ["Livrez-vous en Corse ?", true, "published"],
          [secondDelivery.question, true, "published"],
          [firstDelivery.question, false, "draft"],
        ])
        expect(saved.data.content.categories[1].questions.map((q) => q.id)).toEqual(keptReturns.map((q) => q.id))

        const readers = await publicFaq()
        expect(readers.slice(0, 2).map((q) => [q.question, q.category])).toEqual([
          ["Livrez-vous en Corse ?", "livraison"],
          [secondDelivery.question, "livraison"],
        ])
        expect(readers.map((q) => q.question)).not.toContain(firstDelivery.question)
        expect(readers.map((q) => q.documentId)).not.toContain(removed.id)
        expect(readers.map((q) => q.order)).toEqual([...readers.map((q) => q.order)].sort((a, b) => a - b))
        expect(rebuilds).toEqual([["/help/"]])

        // Saving the same list again changes nothing readers see: no rebuild.
        const again = saved.data.content.categories.map((g) => ({
          category: g.category,
          questions: g.questions.map(({ id, question, answer, published }) => ({ id, question, answer, published })),
        }))
        expect((await faqEditor.call<ApiFaq>("PUT", "/api/guide/faq", { content: { categories: again } })).data).toEqual(saved.data)
        expect(rebuilds).toEqual([["/help/"]])
      })
    })

    describe("the homepage blocks", () => {
      it("reads the draft's blocks with their pictures as media references", async () => {
        const landing = await homeEditor.call<ApiLanding>("GET", "/api/guide/landing")
        expect(landing.status).toBe(200)
        expect(landing.data).toMatchObject({ tag: "landing", path: "/", status: "published" })
        expect(landing.data.content.sections.map((b) => b.__component)).toEqual(expect.arrayContaining(["blocks.hero", "blocks.compare-table", "blocks.video-grid"]))
        const hero = landing.data.content.sections.find((b) => b.__component === "blocks.hero") as Block
        expect(typeof hero.image.large).toBe("number")
        expect(landing.data.media.map((m) => m.id)).toContain(hero.image.large)
      })

      it("refuses bad blocks in French and changes nothing", async () => {
        const before = (await homeEditor.call<ApiLanding>("GET", "/api/guide/landing")).data
        const homeBefore = await publicHomepage()
        const withHero = (change: Block) => ({
          content: { ...before.content, sections: before.content.sections.map((b) => (b.__component === "blocks.hero" ? { ...b, ...change } : b)) },
          publish: true,
        })
        const index = before.content.sections.findIndex((b) => b.__component === "blocks.hero")
        expect(await homeEditor.call("PUT", "/api/guide/landing", withHero({ primaryButtonLink: "javascript:alert(1)" }))).toMatchObject({
          status: 400,
          data: { message: LANDING_TEXTS.link, fields: { [`content.sections.${index}.primaryButtonLink`]: LANDING_TEXTS.link } },
        })
        expect(await homeEditor.call("PUT", "/api/guide/landing", withHero({ title: "x".repeat(201) }))).toMatchObject({ status: 400, data: { message: LANDING_TEXTS.title } })
        expect(
          await homeEditor.call("PUT", "/api/guide/landing", { content: { ...before.content, sections: [{ __component: "blocks.carousel" }] } })
        ).toMatchObject({ status: 400, data: { message: LANDING_TEXTS.blockType } })
        // A picture that is not in the media library: refused before Strapi is written.
        const image = { small: null, medium: null, large: 987654, alt: "Salon" }
        expect(await homeEditor.call("PUT", "/api/guide/landing", withHero({ image }))).toMatchObject({ status: 400, data: { message: LANDING_TEXTS.mediaId } })
        expect((await homeEditor.call<ApiLanding>("GET", "/api/guide/landing")).data).toEqual(before)
        expect(await publicHomepage()).toEqual(homeBefore)
        expect(rebuilds.filter((pages) => pages.includes("/"))).toEqual([])
      })

      it("saves a draft readers do not see, then publishes: the hero's new title is public, its pictures kept, / rebuilt", async () => {
        const before = (await homeEditor.call<ApiLanding>("GET", "/api/guide/landing")).data
        const heroBefore = (await publicHomepage()).sections.find((b) => b.__component === "blocks.hero")!
        const retitled = before.content.sections.map((b) => (b.__component === "blocks.hero" ? { ...b, title: "L'hiver au chaud, sans surprise" } : b))
        // The blocks moved: the last one first.
        const sections = [retitled[retitled.length - 1], ...retitled.slice(0, -1)]
        const draft = await homeEditor.call<ApiLanding>("PUT", "/api/guide/landing", { content: { ...before.content, sections } })
        expect(draft.status).toBe(200)
        expect(draft.data.status).toBe("modified")
        expect(draft.data.content.sections.map((b) => b.__component)).toEqual(sections.map((b) => b.__component))
        expect((await publicHomepage()).sections.find((b) => b.__component === "blocks.hero")!.title).toBe(heroBefore.title)
        expect(rebuilds.filter((pages) => pages.includes("/"))).toEqual([])

        const live = await homeEditor.call<ApiLanding>("PUT", "/api/guide/landing", { content: draft.data.content, publish: true })
        expect(live.data.status).toBe("published")
        expect(live.data.content).toEqual(draft.data.content)
        const home = await publicHomepage()
        expect(home.sections.map((b) => b.__component)).toEqual(sections.map((b) => b.__component))
        const hero = home.sections.find((b) => b.__component === "blocks.hero")!
        expect(hero.title).toBe("L'hiver au chaud, sans surprise")
        expect(hero.image.large.url).toBe(heroBefore.image.large.url)
        expect(hero.image.alt).toBe(heroBefore.image.alt)
        expect(rebuilds.filter((pages) => pages.includes("/"))).toEqual([["/"]])
      })
    })
  },
})
