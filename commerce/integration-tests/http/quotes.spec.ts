import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { htFromTtc, QUOTE_TEXTS, VALIDATION_MESSAGES, type ApiCart, type ApiQuote, type ApiQuoteList, type ApiSession } from "@shop/shared"
import { CATALOGUE } from "../../src/scripts/seed/catalogue"
import { sqlOf, VALID_CHECKOUT, verifyPro, Visitor, waitFor, type Axios } from "../checkout-support"
import { signUp as signUpAs, useMailDev } from "./kit/accounts"
import { DENIED, STAFF_LOGIN_REQUIRED, staffVisitor } from "./kit/staff"

jest.setTimeout(600 * 1000)

const mailbox = useMailDev()

const SHOP_INBOX = "devis@maison-chaleur.fr"
const NOT_LOGGED_IN = "Vous devez être connecté."
const REF = /^\d{2}-[A-Z]{6}$/
const [first, second] = CATALOGUE.filter((p) => p.stock >= 20 && p.priceCents >= 10000)
/** A validity day well ahead (YYYY-MM-DD). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** Issue 13, quotations: every /api/quotes route, the cart's quotation field and the order placed from a quote. */
integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    const http = api as unknown as Axios
    const sql = <T>(text: string, params: (string | number)[] = []) => sqlOf(container)<T>(text, params)
    let ip = 0
    const visitor = () => new Visitor(http, `10.13.${Math.floor(++ip / 250)}.${ip % 250}`)

    let proA: Visitor
    let proB: Visitor
    let consumer: Visitor
    let staff: Visitor
    let staff2: Visitor
    let staffWithoutGrant: Visitor
    const PRO_A = "achats@chauffage-durand.fr"

    async function signUp(email: string, pro: boolean): Promise<Visitor> {
      const v = visitor()
      await signUpAs(v, email, { pro, newsletter: false })
      return v
    }

    /** The pro's cart holds 2 × first and 1 × second; then the quote request. */
    async function requestQuote(who: Visitor = proA, message = "Chantier de 12 logements, livraison à Lyon"): Promise<ApiQuote> {
      await who.call("DELETE", "/api/cart")
      expect((await who.call("PUT", "/api/cart", { ean: first.ean, quantity: 2 })).status).toBe(200)
      expect((await who.call("PUT", "/api/cart", { ean: second.ean, quantity: 1 })).status).toBe(200)
      const res = await who.call<ApiQuote>("POST", "/api/quotes", { message })
      expect(res.status).toBe(201)
      return res.data
    }

    const ANSWER = (version?: number) => ({
      lines: [
        { ean: first.ean, quantity: 2, quotedUnitPrice: 10000 },
        { ean: second.ean, quantity: 1, quotedUnitPrice: 5000 },
      ],
      deliveryPrice: 2500,
      validUntil: inDays(20),
      ...(version === undefined ? {} : { version }),
    })

    async function answeredQuote(): Promise<ApiQuote> {
      const quote = await requestQuote()
      const res = await staff.call<ApiQuote>("PUT", `/api/quotes/${quote.id}`, ANSWER(0))
      expect(res.status).toBe(200)
      return res.data
    }

    const quoteRow = async (ref: string) =>
      (await sql<{ state: string; version: number; order_id: string | null; deleted_at: string | null }>(
        "select state, version, order_id, deleted_at from quote where ref = ?",
        [ref]
      ))[0]

    beforeAll(async () => {
      container = getContainer()
      proA = await signUp(PRO_A, true)
      proB = await signUp("contact@autre-installateur.fr", true)
      consumer = await signUp("jeanne.martin@exemple.fr", false)
      await verifyPro(container, http, PRO_A)
      staff = await staffVisitor(container, http, "devis-1", ["quotes"], "10.13.200.1")
      staff2 = await staffVisitor(container, http, "devis-2", ["quotes"], "10.13.200.2")
      staffWithoutGrant = await staffVisitor(container, http, "commandes", ["orders", "messages"], "10.13.200.3")
    })

    it("makes a pro's quote of the cart: a random 22-ABCDEF number, catalogue prices HT, state requested; the shop is told", async () => {
      const quote = await requestQuote()
      expect(quote.ref).toMatch(REF)
      expect(quote).toMatchObject({
        state: "requested",
        message: "Chantier de 12 logements, livraison à Lyon",
        customer: { email: PRO_A, company: "Chauffage Pro" },
        deliveryPrice: null,
        validUntil: null,
        comments: [],
        orderId: null,
        version: 0,
      })
      expect(quote.lines).toEqual([
        { ean: first.ean, title: first.title, quantity: 2, listUnitPrice: htFromTtc(first.priceCents, 20), quotedUnitPrice: null },
        { ean: second.ean, title: second.title, quantity: 1, listUnitPrice: htFromTtc(second.priceCents, 20), quotedUnitPrice: null },
      ])
      const other = await requestQuote()
      expect(other.ref).not.toBe(quote.ref)
      const mail = await mailbox.waitFor(SHOP_INBOX, 1, "quote-requested")
      expect(mail.subject).toContain("Nouvelle demande de devis")
      expect(mail.text).toContain(first.title)
    })

    it("lists and shows a quote to its owner and to staff with `quotes` only; 404 to others, 401 anonymous, 403 without the grant", async () => {
      const quote = await requestQuote()
      const mine = await proA.call<ApiQuoteList>("GET", "/api/quotes")
      expect(mine.status).toBe(200)
      expect(mine.data.quotes.map((q) => q.ref)).toEqual([quote.ref])
      expect((await proA.call<ApiQuote>("GET", `/api/quotes/${quote.ref.toLowerCase()}`)).data.id).toBe(quote.id)
      expect((await proA.call<ApiQuote>("GET", `/api/quotes/${quote.id}`)).data.ref).toBe(quote.ref)

      expect((await proB.call<ApiQuoteList>("GET", "/api/quotes")).data).toMatchObject({ quotes: [], count: 0 })
      for (const who of [proB, consumer]) {
        const res = await who.call("GET", `/api/quotes/${quote.ref}`)
        expect(res.status).toBe(404)
        expect(res.data.message).toBe(VALIDATION_MESSAGES.quotationInvalid)
        expect((await who.call("GET", `/api/quotes/${quote.ref}/pdf`)).status).toBe(404)
      }
      const anonymous = visitor()
      for (const path of ["/api/quotes", `/api/quotes/${quote.ref}`]) {
        const res = await anonymous.call("GET", path)
        expect(res.status).toBe(401)
        expect(res.data.message).toBe(NOT_LOGGED_IN)
      }
      for (const path of ["/api/quotes", `/api/quotes/${quote.ref}`]) {
        const res = await staffWithoutGrant.call("GET", path)
        expect(res.status).toBe(403)
        expect(res.data.message).toBe(DENIED)
      }

      const all = await staff.call<ApiQuoteList>("GET", "/api/quotes")
      expect(all.status).toBe(200)
      expect(all.data.quotes.map((q) => q.ref)).toContain(quote.ref)
      const filtered = await staff.call<ApiQuoteList>("GET", `/api/quotes?state=requested&customer=durand&from=${inDays(-1)}&to=${inDays(1)}`)
      expect(filtered.data.quotes.map((q) => q.ref)).toEqual([quote.ref])
      const asFilters = await staff.call<ApiQuoteList>("GET", `/api/quotes?filters=${encodeURIComponent(JSON.stringify({ state: "answered" }))}`)
      expect(asFilters.data).toMatchObject({ quotes: [], count: 0 })
      expect((await staff.call<ApiQuoteList>("GET", `/api/quotes?customer=personne-inconnue`)).data.count).toBe(0)
      expect((await staff.call<ApiQuote>("GET", `/api/quotes/${quote.ref}`)).data.id).toBe(quote.id)
      const badFilter = await staff.call("GET", "/api/quotes?state=perdu")
      expect(badFilter.status).toBe(400)
      expect(badFilter.data.message).toBe(QUOTE_TEXTS.stateInvalid)
    })

    it("refuses bad input with 400 in French and changes nothing; needs a login and a non-empty cart", async () => {
      const anonymous = visitor()
      const refused = await anonymous.call("POST", "/api/quotes", { message: "Bonjour" })
      expect(refused.status).toBe(401)
      expect(refused.data.message).toBe(NOT_LOGGED_IN)

      for (const [method, path] of [
        ["PUT", "/api/quotes/comment"],
        ["PUT", "/api/quotes/acknowledge"],
        ["PUT", "/api/quotes/archive"],
        ["PUT", "/api/quotes/22-ABCDEF"],
        ["DELETE", "/api/quotes/22-ABCDEF"],
        ["GET", "/api/quotes/22-ABCDEF/pdf"],
      ] as const) {
        const res = await anonymous.call(method, path, method === "PUT" ? { ref: "22-ABCDEF", content: "x" } : undefined)
        expect(res.status).toBe(401)
      }
      await consumer.call("PUT", "/api/cart", { ean: first.ean, quantity: 1 })
      const asConsumer = await consumer.call("POST", "/api/quotes", { message: "Bonjour" })
      expect(asConsumer.status).toBe(403)
      expect(asConsumer.data.message).toBe(QUOTE_TEXTS.proOnly)

      await proB.call("DELETE", "/api/cart")
      const empty = await proB.call("POST", "/api/quotes", { message: "Bonjour" })
      expect(empty.status).toBe(409)
      expect(empty.data.message).toBe("Votre panier est vide! ...")

      const badEan = await proB.call("POST", "/api/quotes", { message: "x", lines: [{ ean: "1234567890123", quantity: 1 }] })
      expect(badEan.status).toBe(400)
      expect(badEan.data).toEqual({ message: VALIDATION_MESSAGES.eanInvalid, fields: { "lines.0.ean": VALIDATION_MESSAGES.eanInvalid } })
      const tooLong = await proB.call("POST", "/api/quotes", { message: "a".repeat(5001) })
      expect(tooLong.status).toBe(400)
      expect(JSON.stringify(tooLong.data)).toContain(QUOTE_TEXTS.messageTooLong)
      expect((await sql<{ n: number }>("select count(*)::int as n from quote"))[0].n).toBe(0)

      const quote = await requestQuote()
      const bad = [
        { ...ANSWER(0), lines: [{ ean: first.ean, quantity: 2, quotedUnitPrice: -1 }] },
        { ...ANSWER(0), lines: [{ ean: first.ean, quantity: 2, quotedUnitPrice: 99.5 }] },
        { ...ANSWER(0), lines: [] },
        { ...ANSWER(0), validUntil: "2020-01-01" },
        { ...ANSWER(0), validUntil: "2026-02-30" },
        { ...ANSWER(0), deliveryPrice: "gratuit" },
      ]
      const texts = [QUOTE_TEXTS.priceInvalid, QUOTE_TEXTS.priceInvalid, QUOTE_TEXTS.linesRequired, QUOTE_TEXTS.validUntilPast, QUOTE_TEXTS.validUntilInvalid, QUOTE_TEXTS.priceInvalid]
      for (const [index, body] of bad.entries()) {
        const res = await staff.call("PUT", `/api/quotes/${quote.id}`, body)
        expect(res.status).toBe(400)
        expect(JSON.stringify(res.data)).toContain(texts[index])
      }
      const unknownProduct = await staff.call("PUT", `/api/quotes/${quote.id}`, { ...ANSWER(0), lines: [{ ean: "4006381333931", quantity: 1, quotedUnitPrice: 100 }] })
      expect(unknownProduct.status).toBe(400)
      expect(unknownProduct.data.message).toContain(QUOTE_TEXTS.productUnknown)
      const comment = await proA.call("PUT", "/api/quotes/comment", { ref: quote.ref, content: "   " })
      expect(comment.status).toBe(400)
      expect(JSON.stringify(comment.data)).toContain(QUOTE_TEXTS.commentRequired)
      const badRef = await proA.call("PUT", "/api/quotes/acknowledge", { ref: "22-ABC" })
      expect(badRef.status).toBe(400)
      expect(JSON.stringify(badRef.data)).toContain(QUOTE_TEXTS.refInvalid)

      const after = (await proA.call<ApiQuote>("GET", `/api/quotes/${quote.ref}`)).data
      expect(after).toEqual(quote)
      expect(await quoteRow(quote.ref)).toMatchObject({ state: "requested", version: 0 })
    })

    it("lets staff with `quotes` answer and adjust (the pro is e-mailed a /pro/v1 link); others may not", async () => {
      const quote = await requestQuote()
      const asPro = await proA.call("PUT", `/api/quotes/${quote.id}`, ANSWER(0))
      expect(asPro.status).toBe(401)
      expect(asPro.data.message).toBe(STAFF_LOGIN_REQUIRED)
      const withoutGrant = await staffWithoutGrant.call("PUT", `/api/quotes/${quote.id}`, ANSWER(0))
      expect(withoutGrant.status).toBe(403)
      expect(withoutGrant.data.message).toBe(DENIED)
      expect((await staffWithoutGrant.call("DELETE", `/api/quotes/${quote.id}`)).status).toBe(403)
      expect(await quoteRow(quote.ref)).toMatchObject({ state: "requested", version: 0 })

      const answered = await staff.call<ApiQuote>("PUT", `/api/quotes/${quote.id}`, ANSWER(0))
      expect(answered.status).toBe(200)
      expect(answered.data).toMatchObject({ state: "answered", deliveryPrice: 2500, validUntil: inDays(20), version: 1 })
      expect(answered.data.lines.map((line) => line.quotedUnitPrice)).toEqual([10000, 5000])
      expect(answered.data.answeredAt).toEqual(expect.any(String))
      const mail = await mailbox.waitFor(PRO_A, 1, "quote-answered")
      expect(mail.subject).toBe(`Votre devis ${quote.ref} est prêt`)
      expect(mail.text).toContain(`/pro/v1/me/quotes/${quote.ref}/`)
      expect(mail.text).toContain("Total : 275,00 € HT (330,00 € TTC)")

      const adjusted = await staff.call<ApiQuote>("PUT", `/api/quotes/${quote.ref}`, {
        ...ANSWER(1),
        lines: [{ ean: first.ean, quantity: 3, quotedUnitPrice: 9000 }],
      })
      expect(adjusted.status).toBe(200)
      expect(adjusted.data).toMatchObject({ state: "answered", version: 2, lines: [{ ean: first.ean, quantity: 3, quotedUnitPrice: 9000 }] })
      await mailbox.waitFor(PRO_A, 2, "quote-answered")

      const pdf = await proA.call("GET", `/api/quotes/${quote.ref}/pdf`)
      expect(pdf.status).toBe(200)
      expect(String(pdf.headers["content-type"])).toContain("application/pdf")
      expect(String(pdf.headers["content-disposition"])).toContain(`devis-${quote.ref}.pdf`)
      expect((await staff.call("GET", `/api/quotes/${quote.id}/pdf`)).status).toBe(200)
    })

    it("keeps two staff answers at once apart: one wins, the other is 409 and nothing is mixed", async () => {
      const quote = await requestQuote()
      const [a, b] = await Promise.all([
        staff.call<ApiQuote>("PUT", `/api/quotes/${quote.id}`, { ...ANSWER(0), lines: [{ ean: first.ean, quantity: 2, quotedUnitPrice: 11111 }] }),
        staff2.call<ApiQuote>("PUT", `/api/quotes/${quote.id}`, { ...ANSWER(0), lines: [{ ean: second.ean, quantity: 5, quotedUnitPrice: 22222 }] }),
      ])
      expect([a.status, b.status].sort()).toEqual([200, 409])
      const loser = a.status === 409 ? a : b
      expect(loser.data.message).toBe(QUOTE_TEXTS.changedMeanwhile)
      const winner = a.status === 200 ? a : b
      const stored = (await staff.call<ApiQuote>("GET", `/api/quotes/${quote.id}`)).data
      expect(stored.version).toBe(1)
      expect(stored.lines).toEqual(winner.data.lines)
      expect(stored.lines).toHaveLength(1)
      expect((await sql<{ n: number }>("select count(*)::int as n from quote_line where quote_id = ? and deleted_at is null", [quote.id]))[0].n).toBe(1)

      // Without versions both run, one after the other, under the quote's lock: the last one is the answer, whole.
      const [c, d] = await Promise.all([
        staff.call<ApiQuote>("PUT", `/api/quotes/${quote.id}`, { ...ANSWER(), lines: [{ ean: first.ean, quantity: 2, quotedUnitPrice: 100 }] }),
        staff2.call<ApiQuote>("PUT", `/api/quotes/${quote.id}`, { ...ANSWER(), lines: [{ ean: second.ean, quantity: 1, quotedUnitPrice: 200 }, { ean: first.ean, quantity: 1, quotedUnitPrice: 300 }] }),
      ])
      expect([c.status, d.status]).toEqual([200, 200])
      const final = (await staff.call<ApiQuote>("GET", `/api/quotes/${quote.id}`)).data
      expect(final.version).toBe(3)
      expect([c.data.lines, d.data.lines]).toContainEqual(final.lines)
    })

    it("runs comments both ways with their e-mails, acceptance by the owner only, archive and delete", async () => {
      const quote = await answeredQuote()
      const proComment = await proA.call<ApiQuote>("PUT", "/api/quotes/comment", { ref: quote.ref, content: "Pouvez-vous livrer le 12 ?" })
      expect(proComment.status).toBe(200)
      expect(proComment.data.comments).toEqual([{ author: "pro", content: "Pouvez-vous livrer le 12 ?", createdAt: expect.any(String) }])
      expect((await mailbox.waitFor(SHOP_INBOX, 1, "quote-pro-comment")).text).toContain("Pouvez-vous livrer le 12 ?")
      const staffComment = await staff.call<ApiQuote>("PUT", "/api/quotes/comment", { ref: quote.ref, content: "Oui, le matin." })
      expect(staffComment.data.comments.map((c) => c.author)).toEqual(["pro", "staff"])
      const toPro = await mailbox.waitFor(PRO_A, 1, "quote-staff-comment")
      expect(toPro.text).toContain("Oui, le matin.")
      expect(toPro.text).toContain(`/pro/v1/me/quotes/${quote.ref}/`)
      expect((await proB.call("PUT", "/api/quotes/comment", { ref: quote.ref, content: "Moi aussi" })).status).toBe(404)
      expect((await staffWithoutGrant.call("PUT", "/api/quotes/comment", { ref: quote.ref, content: "x" })).status).toBe(403)

      expect((await proB.call("PUT", "/api/quotes/acknowledge", { ref: quote.ref })).status).toBe(404)
      expect((await staff.call("PUT", "/api/quotes/acknowledge", { ref: quote.ref })).status).toBe(401)
      const accepted = await proA.call<ApiQuote>("PUT", "/api/quotes/acknowledge", { ref: quote.ref })
      expect(accepted.status).toBe(200)
      expect(accepted.data.state).toBe("accepted")
      const again = await proA.call("PUT", "/api/quotes/acknowledge", { ref: quote.ref })
      expect(again.status).toBe(409)
      expect(again.data.message).toBe(QUOTE_TEXTS.notAllowed)
      expect((await staff.call("PUT", `/api/quotes/${quote.id}`, ANSWER(1))).status).toBe(409)

      const requested = await requestQuote()
      const early = await proA.call("PUT", "/api/quotes/acknowledge", { ref: requested.ref })
      expect(early.status).toBe(409)
      expect(early.data.message).toBe(QUOTE_TEXTS.notAnswered)
      expect((await proB.call("PUT", "/api/quotes/archive", { ref: requested.ref })).status).toBe(404)
      expect((await proA.call<ApiQuote>("PUT", "/api/quotes/archive", { ref: requested.ref })).data.state).toBe("archived")
      expect((await proA.call("PUT", "/api/quotes/archive", { ref: requested.ref })).status).toBe(409)
      expect((await staff.call<ApiQuote>("PUT", "/api/quotes/archive", { ref: quote.ref })).data.state).toBe("archived")

      expect((await staff.call("DELETE", `/api/quotes/${requested.id}`)).status).toBe(204)
      expect((await proA.call("GET", `/api/quotes/${requested.ref}`)).status).toBe(404)
      expect((await staff.call("GET", `/api/quotes/${requested.ref}`)).status).toBe(404)
      expect((await quoteRow(requested.ref)).deleted_at).not.toBeNull()
    })

    it("loads the owner's answered quote into the cart at the quoted prices; checkout charges exactly them; the quote becomes ordered and the order keeps its number", async () => {
      const quote = await answeredQuote()
      const other = await proB.call("PUT", "/api/cart/quotation", { ref: quote.ref })
      expect(other.status).toBe(400)
      expect(other.data.message).toBe(VALIDATION_MESSAGES.quotationInvalid)
      const asConsumer = await consumer.call("PUT", "/api/cart/voucher", { ref: quote.ref.toLowerCase() })
      expect(asConsumer.status).toBe(400)
      expect(asConsumer.data.message).toBe(VALIDATION_MESSAGES.quotationInvalid)
      expect((await visitor().call("PUT", "/api/cart/quotation", { ref: quote.ref })).status).toBe(400)

      // The pro at the top loyalty tier (15 %, an automatic promotion on discountable lines) with something else in
      // the cart first: that line gets the tier's discount; the quote replaces it and its prices get none.
      const [tier] = await sql<{ id: string }>("select id from customer_group where name = 'pro-fidelite-15' and deleted_at is null")
      const [customer] = await sql<{ id: string }>("select id from customer where email = ? and has_account = true", [PRO_A])
      await container.resolve(Modules.CUSTOMER).addCustomerToGroup({ customer_id: customer.id, customer_group_id: tier.id })
      const before = await proA.call<ApiCart>("PUT", "/api/cart", { ean: CATALOGUE.find((p) => p.stock > 5 && p.ean !== first.ean && p.ean !== second.ean)!.ean, quantity: 1 })
      expect(before.data.discounts.length).toBeGreaterThan(0)
      const loaded = await proA.call<ApiCart>("PUT", "/api/cart/quotation", { ref: quote.ref })
      expect(loaded.status).toBe(200)
      const cart = loaded.data
      expect(cart.products.map((line) => [line.ean, line.quantity, line.price.ht])).toEqual([
        [first.ean, 2, 10000],
        [second.ean, 1, 5000],
        [null, 1, 2500],
      ])
      expect(cart.products[2].designation).toBe(`Livraison (devis ${quote.ref})`)
      // 250 € of lines + 25 € of quoted delivery HT, VAT 20 %: no pro −2 %, no loyalty discount on top.
      expect(cart.discounts).toEqual([])
      expect(cart.total.net).toEqual({ ht: 27500, ttc: 33000, vat: 5500 })

      const submit = await proA.call("POST", "/api/checkout/submit", { ...VALID_CHECKOUT, contact: { ...VALID_CHECKOUT.contact, email: PRO_A } })
      expect(submit.status).toBe(201)
      expect(submit.data.total.net.ttc).toBe(33000)
      const transfer = await proA.call("PUT", "/api/checkout/createPaiement", { orderNumber: submit.data.orderNumber, paiementId: "v1", type: "transfer" })
      expect(transfer.data?.order?.state).toBe("PENDING")
      expect(transfer.data.transfer.amount).toBe(33000)

      const ordered = await waitFor(
        async () => (await proA.call<ApiQuote>("GET", `/api/quotes/${quote.ref}`)).data,
        (q) => q.state === "ordered"
      )
      expect(ordered.state).toBe("ordered")
      expect(ordered.orderNumber).toBe(submit.data.orderNumber)
      const [order] = await sql<{ id: string; ref: string }>(`select id, metadata->>'quoteRef' as ref from "order" where metadata->>'orderNumber' = ?`, [submit.data.orderNumber])
      expect(order.ref).toBe(quote.ref)
      expect(ordered.orderId).toBe(order.id)
      const detail = await proA.call("GET", `/api/order/${submit.data.orderNumber}?security=${submit.data.security}`)
      expect(detail.status).toBe(200)
      expect(detail.data.quoteRef).toBe(quote.ref)
      // The staff order desk (grant orders) shows it too.
      const desk = await staffWithoutGrant.call("GET", `/api/admin/order/${submit.data.orderNumber}`)
      expect(desk.status).toBe(200)
      expect(desk.data.quoteRef).toBe(quote.ref)

      // Ordered: no second load, no archive, no delete.
      expect((await proA.call("PUT", "/api/cart/quotation", { ref: quote.ref })).status).toBe(400)
      expect((await proA.call("PUT", "/api/quotes/archive", { ref: quote.ref })).status).toBe(409)
      expect((await staff.call("DELETE", `/api/quotes/${quote.id}`)).status).toBe(409)
      // The placed event again changes nothing.
      const { markQuoteOrderedWorkflow } = await import("@shop/quotes")
      const { result } = await markQuoteOrderedWorkflow(container).run({ input: order.id })
      expect(result).toEqual({ ref: quote.ref, changed: false })
      expect(await quoteRow(quote.ref)).toMatchObject({ state: "ordered", order_id: order.id })
    })

    it("treats a quote past its validity as expired: no load, no acceptance, until staff answer again", async () => {
      const quote = await answeredQuote()
      await sql("update quote set valid_until = now() - interval '1 minute' where id = ?", [quote.id])
      expect((await proA.call<ApiQuote>("GET", `/api/quotes/${quote.ref}`)).data.state).toBe("expired")
      expect((await staff.call<ApiQuoteList>("GET", "/api/quotes?state=expired")).data.quotes.map((q) => q.ref)).toEqual([quote.ref])
      expect((await staff.call<ApiQuoteList>("GET", "/api/quotes?state=answered")).data.count).toBe(0)
      const load = await proA.call("PUT", "/api/cart/quotation", { ref: quote.ref })
      expect(load.status).toBe(400)
      expect(load.data.message).toBe(VALIDATION_MESSAGES.quotationInvalid)
      const accept = await proA.call("PUT", "/api/quotes/acknowledge", { ref: quote.ref })
      expect(accept.status).toBe(409)
      expect(accept.data.message).toBe(QUOTE_TEXTS.expired)
      const renewed = await staff.call<ApiQuote>("PUT", `/api/quotes/${quote.id}`, ANSWER(1))
      expect(renewed.data.state).toBe("answered")
      expect((await proA.call("PUT", "/api/cart/quotation", { ref: quote.ref })).status).toBe(200)

      // A quoted price holds for the quoted quantity: the line may go, not grow.
      const more = await proA.call("PUT", "/api/cart", { ean: first.ean, quantity: 50, fixed: true })
      expect(more.status).toBe(409)
      expect(more.data.message).toBe(QUOTE_TEXTS.quotedQuantityFixed)
      const removed = await proA.call<ApiCart>("PUT", "/api/cart", { ean: first.ean, quantity: 0, fixed: true })
      expect(removed.status).toBe(200)
      expect(removed.data.products.map((line) => [line.ean, line.quantity, line.price.ht])).toEqual([
        [second.ean, 1, 5000],
        [null, 1, 2500],
      ])
    })

    it("makes a quote of a logged-in consumer's cart from the contact form's quote request", async () => {
      await consumer.call("DELETE", "/api/cart")
      expect((await consumer.call("PUT", "/api/cart", { ean: first.ean, quantity: 1 })).status).toBe(200)
      const session = (await consumer.call<ApiSession>("GET", "/api/auth")).data
      const sent = await consumer.call("POST", "/api/messages", {
        name: "Jeanne Martin",
        email: "jeanne.martin@exemple.fr",
        subject: "QUOTE",
        message: "Un devis pour mon salon, s'il vous plaît",
      })
      expect(sent.status).toBe(201)
      const quotes = await waitFor(
        async () => (await consumer.call<ApiQuoteList>("GET", "/api/quotes")).data,
        (list) => list.count === 1
      )
      expect(quotes.quotes[0]).toMatchObject({ state: "requested", message: "Un devis pour mon salon, s'il vous plaît", lines: [{ ean: first.ean, quantity: 1 }] })
      expect(session.cart.products).toHaveLength(1)
      const [row] = await sql<{ source: string }>("select source from quote where ref = ?", [quotes.quotes[0].ref])
      expect(row.source).toBe("contact")
    })
  },
})
