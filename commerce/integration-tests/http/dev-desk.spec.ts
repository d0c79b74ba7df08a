import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ORDER_DESK_MODULE } from "@shop/order-desk"
import { ORDER_STATE_MODULE } from "@shop/order-states"
import {
  ATTACHMENT_TEXTS,
  type ApiHistoryPage,
  type ApiReferencePage,
  type ApiTodoDetail,
  type ApiTodoList,
  type ApiVersion,
  type ApiVersionList,
} from "@shop/shared"
import { execFileSync } from "node:child_process"
import { CATALOGUE } from "../../src/scripts/seed/catalogue"
import { sqlOf, type SqlParam } from "../helpers"
import { Visitor, type VisitorApi } from "../visitor"
import { DENIED, multipart, PNG, STAFF_LOGIN_REQUIRED, staffVisitor } from "./kit/staff"

jest.setTimeout(300 * 1000)

type Refusal = { message: string; fields?: Record<string, string> }

/**
 * Issue 14, the developers' desk: todos (comments with a file) and versions (grant dev), the shop's history and the
 * product references (a group section 6 does not name: every grant).
 */
integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    const http = api as unknown as VisitorApi
    const sql = <T>(text: string, params: SqlParam[] = []) => sqlOf(container)<T>(text, params)
    let dev: Visitor
    let dev2Id: string
    let ordersOnly: Visitor
    let owner: Visitor
    const anonymous = () => new Visitor(http, "10.14.0.9")
    /** Every todo, comment and version row: what "nothing changed" compares. */
    const deskState = async () =>
      JSON.stringify([
        await sql("select id, title, content, status, assignee_id, due_date, updated_at from dev_todo order by id"),
        await sql("select id, todo_id, content, file_key from dev_todo_comment order by id"),
        await sql("select id, comments, commented_by from dev_shop_version order by id"),
      ])

    const createTodo = async (body: Record<string, unknown> = { title: "Vérifier le flux ManoMano" }) => {
      const res = await dev.call<ApiTodoDetail>("POST", "/api/todos/", body)
      expect(res.status).toBe(201)
      return res.data
    }

    beforeAll(async () => {
      container = getContainer()
      dev = await staffVisitor(container, http, "dev-1", ["dev"], "10.14.0.1")
      await staffVisitor(container, http, "dev-2", ["dev"], "10.14.0.2")
      ordersOnly = await staffVisitor(container, http, "commandes", ["orders", "messages"], "10.14.0.3")
      owner = await staffVisitor(container, http, "patron", ["dev", "orders", "users", "messages", "quotes", "promo", "legal", "home", "blog", "newsletter", "faq", "extern"], "10.14.0.4")
      const [user] = await sql<{ id: string }>(`select id from "user" where email = ?`, ["equipe.dev-2@maison-chaleur.test"])
      dev2Id = user.id
    })

    it("refuses every route to anonymous visitors (401) and to staff without the grant (403 'Accès refusé!')", async () => {
      const todo = await createTodo()
      const [version] = (await dev.call<ApiVersionList>("GET", "/api/versions")).data.versions
      const routes: [string, string, unknown?][] = [
        ["GET", "/api/todos"],
        ["POST", "/api/todos/", { title: "x" }],
        ["GET", `/api/todos/${todo.id}`],
        ["PUT", `/api/todos/${todo.id}`, { status: "done" }],
        ["PUT", `/api/todos/comment/${todo.id}`, { content: "x" }],
        ["GET", "/api/versions"],
        ["GET", `/api/versions/${version.id}`],
        ["PUT", `/api/versions/${version.id}`, { comments: "x" }],
        ["GET", "/api/admin/history"],
        ["GET", "/api/admin/references"],
      ]
      const before = await deskState()
      for (const [method, url, body] of routes) {
        const nobody = await anonymous().call<Refusal>(method, url, body)
        expect([url, nobody.status, nobody.data.message]).toEqual([url, 401, STAFF_LOGIN_REQUIRED])
        const denied = await ordersOnly.call<Refusal>(method, url, body)
        expect([url, denied.status, denied.data.message]).toEqual([url, 403, DENIED])
      }
      // History and references: the dev grant alone is not every grant.
      for (const url of ["/api/admin/history", "/api/admin/references"]) {
        const denied = await dev.call<Refusal>("GET", url)
        expect([url, denied.status, denied.data.message]).toEqual([url, 403, DENIED])
      }
      expect(await deskState()).toBe(before)
    })

    it("creates, lists with filters, reads and changes a todo; assignees are staff members", async () => {
      const todo = await createTodo({ title: "  Mettre à jour les CGV ", content: "Article 7", assigneeId: dev2Id, dueDate: "2026-12-15" })
      expect(todo).toMatchObject({
        title: "Mettre à jour les CGV",
        content: "Article 7",
        status: "open",
        dueDate: "2026-12-15",
        assignee: { id: dev2Id, email: "equipe.dev-2@maison-chaleur.test" },
        author: { email: "equipe.dev-1@maison-chaleur.test" },
        comments: [],
        commentCount: 0,
      })
      const other = await createTodo({ title: "Sans assignation" })

      const all = await dev.call<ApiTodoList>("GET", "/api/todos?filters=%7B%7D")
      expect(all.status).toBe(200)
      expect(all.data.todos.map((t) => t.id).sort()).toEqual([todo.id, other.id].sort())
      expect(all.data.staff.map((s) => s.email)).toEqual(expect.arrayContaining(["equipe.dev-1@maison-chaleur.test", "equipe.dev-2@maison-chaleur.test"]))
      const mine = await dev.call<ApiTodoList>("GET", `/api/todos?filters=${encodeURIComponent(JSON.stringify({ assignee: dev2Id }))}`)
      expect(mine.data.todos.map((t) => t.id)).toEqual([todo.id])

      const done = await dev.call<ApiTodoDetail>("PUT", `/api/todos/${todo.id}`, { status: "done", assigneeId: null })
      expect(done.status).toBe(200)
      expect(done.data).toMatchObject({ status: "done", assignee: null, title: "Mettre à jour les CGV" })
      const open = await dev.call<ApiTodoList>("GET", `/api/todos?filters=${encodeURIComponent('{"status":"open"}')}`)
      expect(open.data.todos.map((t) => t.id)).toEqual([other.id])
      const read = await dev.call<ApiTodoDetail>("GET", `/api/todos/${todo.id}`)
      expect(read.data.status).toBe("done")
    })

    it("refuses bad input in French with nothing changed (400), unknown todos 404", async () => {
      const todo = await createTodo()
      const before = await deskState()
      const cases: [string, string, unknown, string][] = [
        ["POST", "/api/todos/", { title: "" }, "Le titre est obligatoire (200 caractères au plus)."],
        ["POST", "/api/todos/", { title: "x", assigneeId: "user_inconnu" }, "La personne assignée doit être un membre de l'équipe."],
        ["POST", "/api/todos/", { title: "x", dueDate: "2026-13-01" }, "L'échéance doit être une date valide (AAAA-MM-JJ)."],
        ["PUT", `/api/todos/${todo.id}`, { status: "fini" }, "Le statut doit être « open » (à faire) ou « done » (fait)."],
        ["PUT", `/api/todos/${todo.id}`, {}, "Indiquez au moins un champ à modifier."],
        ["PUT", `/api/todos/comment/${todo.id}`, { content: "  " }, "Écrivez un commentaire ou joignez un fichier."],
      ]
      for (const [method, url, body, message] of cases) {
        const res = await dev.call<Refusal>(method, url, body)
        expect([url, res.status, res.data.message]).toEqual([url, 400, message])
      }
      const badFilters = await dev.call<Refusal>("GET", "/api/todos?filters=status%3Dopen")
      expect([badFilters.status, badFilters.data.message]).toEqual([400, "Les filtres doivent être un objet JSON { status, assignee }."])
      const unknown = await dev.call<Refusal>("PUT", "/api/todos/todo_inconnu", { status: "done" })
      expect([unknown.status, unknown.data.message]).toEqual([404, "Tâche introuvable."])
      expect((await dev.call<Refusal>("GET", "/api/todos/todo_inconnu")).status).toBe(404)
      expect(await deskState()).toBe(before)
    })

    it("comments with a file (stored privately, downloaded by staff) and refuses a wrong file with nothing stored", async () => {
      const todo = await createTodo()
      const { body, headers } = multipart([
        { name: "content", value: "Capture de l'erreur" },
        { name: "file", filename: "capture écran.png", type: "image/png", bytes: PNG },
      ])
      const res = await dev.call<ApiTodoDetail>("PUT", `/api/todos/comment/${todo.id}`, body, headers)
      expect(res.status).toBe(200)
      expect(res.data.comments).toEqual([
        {
          id: expect.stringMatching(/^todocom_/),
          content: "Capture de l'erreur",
          author: expect.objectContaining({ email: "equipe.dev-1@maison-chaleur.test" }),
          createdAt: expect.any(String),
          file: { id: expect.any(String), name: "capture écran.png", size: PNG.length, type: "image/png" },
        },
      ])
      const commentId = res.data.comments[0].id
      const download = await dev.call<string>("GET", `/api/todos/${todo.id}/file/${commentId}`, undefined, {})
      expect(download.status).toBe(200)
      expect(download.headers["content-type"]).toBe("image/png")
      expect(String(download.headers["content-disposition"])).toContain("attachment;")
      expect((await ordersOnly.call("GET", `/api/todos/${todo.id}/file/${commentId}`)).status).toBe(403)

      const plain = await dev.call<ApiTodoDetail>("PUT", `/api/todos/comment/${todo.id}`, { content: "Sans fichier" })
      expect(plain.data.comments.map((c) => [c.content, c.file])).toEqual([["Capture de l'erreur", expect.any(Object)], ["Sans fichier", null]])

      const before = await deskState()
      const exe = multipart([{ name: "content", value: "x" }, { name: "file", filename: "outil.png", type: "image/png", bytes: Buffer.from("MZ\x90\x00binaire") }])
      const wrong = await dev.call<Refusal>("PUT", `/api/todos/comment/${todo.id}`, exe.body, exe.headers)
      expect([wrong.status, wrong.data.message]).toEqual([400, ATTACHMENT_TEXTS.wrongType])
      const big = multipart([{ name: "file", filename: "gros.png", type: "image/png", bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) }])
      const tooLarge = await dev.call<Refusal>("PUT", `/api/todos/comment/${todo.id}`, big.body, big.headers)
      expect([tooLarge.status, tooLarge.data.message]).toEqual([413, "Le fichier dépasse la taille maximale de 5 Mo."])
      const lost = multipart([{ name: "content", value: "x" }, { name: "file", filename: "a.png", type: "image/png", bytes: PNG }])
      expect((await dev.call<Refusal>("PUT", "/api/todos/comment/todo_inconnu", lost.body, lost.headers)).status).toBe(404)
      expect(await deskState()).toBe(before)
    })

    it("records the running build's revision once and keeps the staff's comment on it", async () => {
      const head = execFileSync("git", ["log", "-1", "--format=%H"], { encoding: "utf8" }).trim()
      const list = await dev.call<ApiVersionList>("GET", "/api/versions")
      expect(list.status).toBe(200)
      expect(list.data.versions.filter((v) => v.revision === head)).toHaveLength(1)
      const version = list.data.versions.find((v) => v.revision === head)!
      expect(version).toMatchObject({ comments: "", commentedBy: null, revisionDate: expect.any(String) })

      const commented = await dev.call<ApiVersion>("PUT", `/api/versions/${version.id}`, { comments: "Mise en ligne du bureau des développeurs" })
      expect(commented.status).toBe(200)
      expect(commented.data).toMatchObject({ comments: "Mise en ligne du bureau des développeurs", commentedBy: { email: "equipe.dev-1@maison-chaleur.test" } })
      expect((await dev.call<ApiVersion>("GET", `/api/versions/${version.id}`)).data.comments).toBe("Mise en ligne du bureau des développeurs")

      const before = await deskState()
      const tooLong = await dev.call<Refusal>("PUT", `/api/versions/${version.id}`, { comments: "x".repeat(5001) })
      expect([tooLong.status, tooLong.data.message]).toEqual([400, "Le commentaire de version doit faire au plus 5000 caractères."])
      const unknown = await dev.call<Refusal>("PUT", "/api/versions/ver_inconnue", { comments: "x" })
      expect([unknown.status, unknown.data.message]).toEqual([404, "Version introuvable."])
      expect(await deskState()).toBe(before)
    })

    it("shows the shop's history (order states and staff comments, newest first) to a full admin", async () => {
      const states = container.resolve(ORDER_STATE_MODULE) as { createOrderStateTransitions(data: unknown): Promise<unknown> }
      const desk = container.resolve(ORDER_DESK_MODULE) as { createOrderComments(data: unknown): Promise<unknown> }
      const [ownerUser] = await sql<{ id: string }>(`select id from "user" where email = ?`, ["equipe.patron@maison-chaleur.test"])
      await states.createOrderStateTransitions({ order_id: "order_historique", from: "PAYED", to: "READY", actor_type: "staff", actor_id: ownerUser.id })
      await desk.createOrderComments({ order_id: "order_historique", author_id: ownerUser.id, content: "Client rappelé" })

      const both = await owner.call<ApiHistoryPage>("GET", "/api/admin/history")
      expect(both.status).toBe(200)
      const texts = both.data.entries.map((e) => [e.kind, e.text, e.actor])
      expect(texts).toEqual(
        expect.arrayContaining([
          ["states", "Commande n° ? : « Payée » → « En préparation »", "equipe.patron@maison-chaleur.test"],
          ["staff", "Commande n° ?, commentaire : Client rappelé", "equipe.patron@maison-chaleur.test"],
        ])
      )
      const staffOnly = await owner.call<ApiHistoryPage>("GET", "/api/admin/history?kind=staff")
      expect(staffOnly.data.entries.every((e) => e.kind === "staff")).toBe(true)
      const bad = await owner.call<Refusal>("GET", "/api/admin/history?kind=commandes")
      expect([bad.status, bad.data.message]).toEqual([400, "Le type doit être « states » (états des commandes) ou « staff » (actions de l’équipe)."])
    })

    it("lists the product references with EAN, SKU and marketplace ids, searchable", async () => {
      const product = CATALOGUE[0]
      const found = await owner.call<ApiReferencePage>("GET", `/api/admin/references?search=${product.ean}`)
      expect(found.status).toBe(200)
      expect(found.data.references).toEqual([
        expect.objectContaining({ ean: product.ean, marketplaceIds: { google: product.ean, manomano: product.ean } }),
      ])
      const all = await owner.call<ApiReferencePage>("GET", "/api/admin/references")
      expect(all.data.total).toBeGreaterThanOrEqual(CATALOGUE.length)
      const bad = await owner.call<Refusal>("GET", `/api/admin/references?search=${"x".repeat(65)}`)
      expect([bad.status, bad.data.message]).toEqual([400, "La recherche doit faire au plus 64 caractères."])
    })
  },
})
