import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import Stripe from "stripe"
import { ADMIN_ORDER_MESSAGES as M, formatPrice } from "@shop/shared"
import { CATALOGUE } from "../../src/scripts/seed/catalogue"
import { STRIPE_KEY, useStripeLocal, Visitor, type Axios } from "../checkout-support"
import { useMailDev } from "./kit/accounts"
import { cardPaidOrder, orderSql, staffVisitor, transferPendingOrder, type PaidOrder } from "./kit/order-desk"

jest.setTimeout(600 * 1000)

const DENIED = { message: "Accès refusé!" }
const STAFF_LOGIN = { message: "Vous devez être connecté avec un compte de l’équipe." }
const product = CATALOGUE.find((p) => p.stock >= 10)!
const mailbox = useMailDev()
const stripeLocal = useStripeLocal()

/** Issue 12, "Orders": the staff order calls on a real engine, PostgreSQL, the local Stripe server and MailDev. */
integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    const http = api as unknown as Axios
    let desk: { visitor: Visitor; userId: string; name: string }
    let outsider: { visitor: Visitor }
    let cardA: PaidOrder
    let cardB: PaidOrder
    let cardC: PaidOrder
    let transfer: PaidOrder
    let db: ReturnType<typeof orderSql>
    const stripe = () => new Stripe(STRIPE_KEY, { host: "127.0.0.1", port: stripeLocal.server().port, protocol: "http" })

    beforeAll(async () => {
      container = getContainer()
      db = orderSql(container)
      desk = await staffVisitor(http, container, "commandes", ["orders"], "10.40.0.1")
      outsider = await staffVisitor(http, container, "messages", ["messages"], "10.40.0.2")
      cardA = await cardPaidOrder(http, container, product.ean, "claire.dupont@exemple.fr", 2)
      cardB = await cardPaidOrder(http, container, product.ean, "marc.durand@exemple.fr")
      cardC = await cardPaidOrder(http, container, product.ean, "lea.martin@exemple.fr")
      transfer = await transferPendingOrder(http, container, product.ean, "achats@chauffage-pro.fr")
    })

    const detail = (number: string) => desk.visitor.call("GET", `/api/admin/order/${number}`)

    describe("access", () => {
      const calls = (number: string): [string, string, unknown?][] => [
        ["GET", "/api/order"],
        ["GET", "/api/order?late=true"],
        ["GET", `/api/admin/order/${number}`],
        ["PUT", `/api/order/${number}`, { state: "READY" }],
        ["POST", `/api/order/refund/${number}`, { amount: 100, reason: "test" }],
        ["POST", `/api/order/comments/${number}`, { content: "note" }],
        ["GET", "/api/order/download?start=2026-01-01&end=2026-12-31"],
        ["PUT", "/api/order/sent", {}],
      ]

      it("answers 401 to an anonymous caller and 403 'Accès refusé!' to staff without the orders grant, changing nothing", async () => {
        const anonymous = new Visitor(http, "10.40.0.3")
        for (const [method, url, body] of calls(cardA.orderNumber)) {
          const res = await anonymous.call(method, url, body)
          expect({ url, method, status: res.status, data: res.data }).toEqual({ url, method, status: 401, data: STAFF_LOGIN })
          const denied = await outsider.visitor.call(method, url, body)
          expect({ url, method, status: denied.status, data: denied.data }).toEqual({ url, method, status: 403, data: DENIED })
        }
        // The logged-in customer is no staff either.
        expect((await cardA.shopper.call("GET", "/api/order")).status).toBe(401)
        expect(await db.stateOf(cardA.orderNumber)).toBe("PAYED")
      })

      it("lets the orders grant in, and leaves the customer's own order routes to the customer", async () => {
        expect((await desk.visitor.call("GET", "/api/order")).status).toBe(200)
        expect((await detail(cardA.orderNumber)).status).toBe(200)
        // GET /api/order/{number} (checkout plugin) still answers the customer with the secret, beside our PUT.
        const own = await new Visitor(http, "10.40.0.4").call("GET", `/api/order/${cardA.orderNumber}?security=${cardA.security}`)
        expect(own.status).toBe(200)
        expect(own.data.state).toBe("PAYED")
        // The static /api/order/sent and /api/order/download are not taken for an order number.
        const sent = await desk.visitor.call("PUT", "/api/order/sent", { state: "READY" })
        expect(sent.data).toEqual({ message: M.csvMissing })
        const download = await desk.visitor.call("GET", "/api/order/download")
        expect(download.status).toBe(400)
        expect(download.data.fields.start).toBe(M.dateInvalid)
        // And the customer's order lookup (POST /api/order/query) is untouched.
        const lookup = await new Visitor(http, "10.40.0.5").call("POST", "/api/order/query", { email: cardA.email, order: cardA.orderNumber })
        expect(lookup.status).toBe(200)
      })
    })

    describe("bad input", () => {
      it("answers 400 in French and changes nothing", async () => {
        const before = await db.historyCount(cardA.orderNumber)
        const noTracking = await desk.visitor.call("PUT", `/api/order/${cardA.orderNumber}`, { state: "SENT", carrier: "Colissimo" })
        expect(noTracking.status).toBe(400)
        expect(noTracking.data.fields.trackingNumber).toBe(M.trackingRequired)
        const skip = await desk.visitor.call("PUT", `/api/order/${cardA.orderNumber}`, { state: "DELIVERED" })
        expect(skip.status).toBe(400)
        expect(skip.data).toEqual({ message: "Une commande « Payée » ne peut pas passer à l'état « Livrée »." })
        // PAYED → SENT skips READY: refused before the parcel is written.
        const early = await desk.visitor.call("PUT", `/api/order/${cardA.orderNumber}`, { state: "SENT", carrier: "dpd", trackingNumber: "250123456789" })
        expect(early.status).toBe(400)
        expect((await db.sql(`select count(*)::int as n from order_desk_shipment`))[0].n).toBe(0)
        expect((await desk.visitor.call("PUT", `/api/order/${cardA.orderNumber}`, { state: "CHECK_OUT" })).data.message).toBe(M.targetStateNotAllowed)
        expect((await desk.visitor.call("POST", `/api/order/refund/${cardA.orderNumber}`, { amount: -5, reason: "x" })).data.message).toBe(M.amountInvalid)
        expect((await desk.visitor.call("POST", `/api/order/refund/${cardA.orderNumber}`, { amount: 500 })).data.message).toBe(M.refundReasonRequired)
        expect((await desk.visitor.call("POST", `/api/order/comments/${cardA.orderNumber}`, { content: "   " })).data.message).toBe(M.commentRequired)
        expect((await desk.visitor.call("GET", "/api/order?state=PERDU")).data.message).toBe(M.stateUnknown)
        expect((await desk.visitor.call("GET", "/api/order?from=2026-12-01&to=2026-11-01")).data.message).toBe(M.dateRangeReversed)
        expect((await desk.visitor.call("GET", "/api/order/download?start=2026-12-01&end=2026-11-01")).data.message).toBe(M.dateRangeReversed)
        expect(await db.stateOf(cardA.orderNumber)).toBe("PAYED")
        expect(await db.historyCount(cardA.orderNumber)).toBe(before)
        expect((await stripe().refunds.list({ limit: 100 })).data).toEqual([])
        expect((await detail(cardA.orderNumber)).data.history.filter((e: { type: string }) => e.type !== "state")).toEqual([])
      })

      it("answers 404 for an order that does not exist", async () => {
        for (const [method, url, body] of [
          ["GET", "/api/admin/order/MC-ZZZZZZZZ"],
          ["PUT", "/api/order/MC-ZZZZZZZZ", { state: "READY" }],
          ["POST", "/api/order/refund/MC-ZZZZZZZZ", { amount: 100, reason: "x" }],
          ["POST", "/api/order/comments/MC-ZZZZZZZZ", { content: "x" }],
        ] as [string, string, unknown?][]) {
          expect({ url, ...(await desk.visitor.call(method, url, body)) }).toMatchObject({ url, status: 404, data: { message: M.orderNotFound } })
        }
      })
    })

    describe("the order's life", () => {
      it("goes PAYED → READY → SENT (tracking e-mail) → DELIVERED, the history saying who and when", async () => {
        const ready = await desk.visitor.call("PUT", `/api/order/${cardA.orderNumber}`, { state: "READY" })
        expect(ready.status).toBe(200)
        expect(ready.data).toMatchObject({ state: "READY", stateLabel: "En préparation", nextStates: ["SENT", "CANCELLED", "BLOCKED"] })
        const sent = await desk.visitor.call("PUT", `/api/order/${cardA.orderNumber}`, { state: "SENT", carrier: "colissimo", trackingNumber: "6a 1234 5678 901" })
        expect(sent.status).toBe(200)
        expect(sent.data.shipment).toMatchObject({
          carrier: "colissimo",
          carrierLabel: "Colissimo",
          trackingNumber: "6A12345678901",
          trackingUrl: "https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901",
        })
        const mail = await mailbox.waitFor(cardA.email, 1, "order-sent")
        expect(mail.subject).toBe(`Votre commande ${cardA.orderNumber} est expédiée`)
        expect(mail.text).toContain("Numéro de suivi : 6A12345678901")
        expect(mail.text).toContain("https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901")
        expect(mail.text).toContain(`/order/details?order=${cardA.orderNumber}&security=${cardA.security}`)
        const delivered = await desk.visitor.call("PUT", `/api/order/${cardA.orderNumber}`, { state: "DELIVERED" })
        expect(delivered.status).toBe(200)
        expect(delivered.data.nextStates).toEqual([])
        const history = delivered.data.history.map((e: any) => [e.type, e.from, e.to, e.actor.type, e.actor.name])
        expect(history).toEqual([
          ["state", null, "CHECK_OUT", "customer", "Client"],
          ["state", "CHECK_OUT", "PAYED", "payment", "Paiement"],
          ["state", "PAYED", "READY", "staff", desk.name],
          ["state", "READY", "SENT", "staff", desk.name],
          ["state", "SENT", "DELIVERED", "staff", desk.name],
        ])
        for (const event of delivered.data.history) expect(Date.parse(event.at)).toBeGreaterThan(Date.now() - 600_000)
        // The customer sees the new state too.
        const own = await cardA.shopper.call("GET", `/api/order/${cardA.orderNumber}?security=${cardA.security}`)
        expect(own.data.state).toBe("DELIVERED")
      })

      it("refunds part of a card payment through Stripe, then refuses more than what is left", async () => {
        const first = await desk.visitor.call("POST", `/api/order/refund/${cardB.orderNumber}`, { amount: 1500, reason: "Geste commercial" })
        expect(first.status).toBe(200)
        expect(first.data.payment).toEqual({ method: "card", captured: cardB.total, refunded: 1500, refundable: cardB.total - 1500 })
        expect(first.data.history.filter((e: any) => e.type === "refund")).toEqual([
          { type: "refund", at: expect.any(String), amount: 1500, reason: "Geste commercial", actor: { type: "staff", id: desk.userId, name: desk.name }, manual: false },
        ])
        // The card provider recorded it: Stripe's refund API on the order's PaymentIntent.
        const intent = await db.intentOf(cardB.orderNumber)
        expect((await stripe().paymentIntents.retrieve(intent)).metadata.order_number).toBe(cardB.orderNumber)
        const refunds = await stripe().refunds.list({ payment_intent: intent })
        expect(refunds.data.map((refund) => [refund.amount, refund.status])).toEqual([[1500, "succeeded"]])

        const over = await desk.visitor.call("POST", `/api/order/refund/${cardB.orderNumber}`, { amount: cardB.total - 1500 + 1, reason: "Trop" })
        expect(over.status).toBe(400)
        expect(over.data.message).toBe(`Le remboursement dépasse ce qui peut encore être remboursé (${formatPrice(cardB.total - 1500)}).`)
        expect((await stripe().refunds.list({ payment_intent: intent })).data).toHaveLength(1)
        const rest = await desk.visitor.call("POST", `/api/order/refund/${cardB.orderNumber}`, { amount: cardB.total - 1500, reason: "Retour complet" })
        expect(rest.data.payment.refundable).toBe(0)
        expect((await desk.visitor.call("POST", `/api/order/refund/${cardB.orderNumber}`, { amount: 1, reason: "Encore" })).data.message).toBe(M.nothingToRefund)
        // A refund is no state move.
        expect(await db.stateOf(cardB.orderNumber)).toBe("PAYED")
      })

      it("cancels: the stock is released, what was captured is refunded on the card, the customer is e-mailed", async () => {
        expect(await db.reservationsOf(cardC.orderNumber)).toBe(1)
        const reservedBefore = await db.reservedUnits(product.ean)
        const res = await desk.visitor.call("PUT", `/api/order/${cardC.orderNumber}`, { state: "CANCELLED", reason: "Demande du client" })
        expect(res.status).toBe(200)
        expect(res.data).toMatchObject({ state: "CANCELLED", nextStates: [], payment: { captured: cardC.total, refunded: cardC.total, refundable: 0 } })
        expect(await db.reservationsOf(cardC.orderNumber)).toBe(0)
        expect(await db.reservedUnits(product.ean)).toBe(reservedBefore - 1)
        const medusa = await db.sql(`select status from "order" where metadata->>'orderNumber' = ?`, [cardC.orderNumber])
        expect(medusa[0].status).toBe("canceled")
        const stripeRefunds = await stripe().refunds.list({ payment_intent: await db.intentOf(cardC.orderNumber) })
        expect(stripeRefunds.data.map((refund) => refund.amount)).toEqual([cardC.total])
        const mail = await mailbox.waitFor(cardC.email, 1, "order-cancelled")
        expect(mail.subject).toBe(`Votre commande ${cardC.orderNumber} est annulée`)
        expect(mail.text).toContain("sur la carte utilisée pour le paiement")
        expect(res.data.history.map((e: any) => e.type)).toEqual(["state", "state", "state", "refund"])
        // Final: nothing moves it any more.
        expect((await desk.visitor.call("PUT", `/api/order/${cardC.orderNumber}`, { state: "READY" })).status).toBe(400)
      })

      it("records a received bank transfer (PENDING → PAYED, captured in Medusa); its refund is recorded, to be paid back by hand", async () => {
        const paid = await desk.visitor.call("PUT", `/api/order/${transfer.orderNumber}`, { state: "PAYED", reason: "Virement reçu le 24/11" })
        expect(paid.status).toBe(200)
        expect(paid.data).toMatchObject({ state: "PAYED", payment: { method: "transfer", captured: transfer.total, refunded: 0 }, customer: { isPro: true } })
        expect(paid.data.paidAt).toEqual(expect.any(String))
        const stripeRefunds = (await stripe().refunds.list({ limit: 100 })).data.length
        const refund = await desk.visitor.call("POST", `/api/order/refund/${transfer.orderNumber}`, { amount: 1000, reason: "Remise oubliée" })
        expect(refund.status).toBe(200)
        expect(refund.data.history.find((e: any) => e.type === "refund")).toMatchObject({ amount: 1000, manual: true, reason: "Remise oubliée" })
        expect((await stripe().refunds.list({ limit: 100 })).data).toHaveLength(stripeRefunds)
        // Recording it twice is a refused move, not a second capture.
        expect((await desk.visitor.call("PUT", `/api/order/${transfer.orderNumber}`, { state: "PAYED" })).status).toBe(400)
      })

      it("blocks and releases only to where the order stopped", async () => {
        const blocked = await desk.visitor.call("PUT", `/api/order/${transfer.orderNumber}`, { state: "BLOCKED", reason: "Montant à vérifier" })
        expect(blocked.data.nextStates).toEqual(["PENDING", "CANCELLED"])
        expect((await desk.visitor.call("PUT", `/api/order/${transfer.orderNumber}`, { state: "PAYED" })).status).toBe(400)
        const back = await desk.visitor.call("PUT", `/api/order/${transfer.orderNumber}`, { state: "PENDING" })
        expect(back.data.state).toBe("PENDING")
        // PENDING is never a staff move otherwise.
        expect((await desk.visitor.call("PUT", `/api/order/${cardA.orderNumber}`, { state: "PENDING" })).status).toBe(400)
      })
    })

    describe("comments", () => {
      it("keeps staff-only notes with author and date, never shown to the customer", async () => {
        const res = await desk.visitor.call("POST", `/api/order/comments/${cardA.orderNumber}`, { content: "Client rappelé : livraison après 14 h" })
        expect(res.status).toBe(201)
        expect(res.data.history.filter((e: any) => e.type === "comment")).toEqual([
          { type: "comment", at: expect.any(String), content: "Client rappelé : livraison après 14 h", actor: { type: "staff", id: desk.userId, name: desk.name } },
        ])
        const own = await cardA.shopper.call("GET", `/api/order/${cardA.orderNumber}?security=${cardA.security}`)
        expect(JSON.stringify(own.data)).not.toContain("livraison après 14 h")
      })
    })

    describe("the list", () => {
      it("lists newest first with state, date, customer and total; filters by state and customer kind; searches", async () => {
        const all = await desk.visitor.call("GET", "/api/order")
        expect(all.data).toMatchObject({ page: 1, pageSize: 25, count: 4, lateAfterWorkingDays: 2 })
        expect(all.data.orders.map((o: any) => o.orderNumber)).toEqual([transfer.orderNumber, cardC.orderNumber, cardB.orderNumber, cardA.orderNumber])
        expect(all.data.orders[3]).toMatchObject({
          state: "PAYED",
          stateLabel: "Payée",
          total: cardA.total,
          late: false,
          customer: { name: "Claire Dupont", email: cardA.email, isPro: false },
        })
        const states = await desk.visitor.call("GET", "/api/order?state=PENDING")
        expect(states.data.orders.map((o: any) => o.orderNumber)).toEqual([transfer.orderNumber])
        const pros = await desk.visitor.call("GET", "/api/order?customer=pro")
        expect(pros.data.orders.map((o: any) => o.orderNumber)).toEqual([transfer.orderNumber])
        const consumers = await desk.visitor.call("GET", "/api/order?customer=particulier")
        expect(consumers.data.count).toBe(3)
        const byNumber = await desk.visitor.call("GET", `/api/order?q=${cardB.orderNumber.slice(3).toLowerCase()}`)
        expect(byNumber.data.orders.map((o: any) => o.orderNumber)).toEqual([cardB.orderNumber])
        const byMail = await desk.visitor.call("GET", "/api/order?q=marc.durand")
        expect(byMail.data.orders.map((o: any) => o.orderNumber)).toEqual([cardB.orderNumber])
        const byName = await desk.visitor.call("GET", `/api/order?q=${encodeURIComponent("dupont claire")}`)
        expect(byName.data.count).toBe(4)
        const literal = await desk.visitor.call("GET", "/api/order?q=%25")
        expect(literal.data.count).toBe(0)
        // The desk's days are Paris days (from 23:00 or 22:00 UTC, the UTC date is still yesterday's).
        const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date())
        expect((await desk.visitor.call("GET", `/api/order?from=${today}&to=${today}`)).data.count).toBeGreaterThanOrEqual(2)
        expect((await desk.visitor.call("GET", "/api/order?to=2020-01-01")).data.count).toBe(0)
        expect((await desk.visitor.call("GET", "/api/order?page=2")).data).toMatchObject({ page: 2, count: 4, orders: [] })
      })

      it("shows as late a paid order not sent two working days after its payment", async () => {
        expect((await desk.visitor.call("GET", "/api/order?late=true")).data.count).toBe(0)
        // The payment line moved ten days back: the clock of the rule, not the order's life.
        await db.sql(
          `update order_state_transition set created_at = now() - interval '10 days' where "to" = 'PAYED' and order_id = ?`,
          [await db.idOf(cardA.orderNumber)]
        )
        const late = await desk.visitor.call("GET", "/api/order?late=true")
        expect(late.data.orders.map((o: any) => [o.orderNumber, o.late])).toEqual([[cardA.orderNumber, true]])
        expect((await detail(cardA.orderNumber)).data.late).toBe(true)
        await desk.visitor.call("PUT", `/api/order/${cardA.orderNumber}`, { state: "READY" })
        expect((await desk.visitor.call("GET", "/api/order?late=true")).data.count).toBe(1)
        await desk.visitor.call("PUT", `/api/order/${cardA.orderNumber}`, { state: "SENT", carrier: "gls", trackingNumber: "ZX98765432" })
        expect((await desk.visitor.call("GET", "/api/order?late=true")).data.count).toBe(0)
      })
    })

    describe("the detail", () => {
      it("shows lines, customer, addresses, payment and the states staff may choose", async () => {
        const res = await detail(cardA.orderNumber)
        expect(res.data).toMatchObject({
          orderNumber: cardA.orderNumber,
          state: "PAYED",
          total: cardA.total,
          lines: [{ ean: product.ean, quantity: 2 }],
          billing: { name: "Claire Dupont", zipCode: "69003", locality: "Lyon", countryCode: "FR" },
          delivery: { name: "Claire Dupont" },
          phone: expect.any(String),
          payment: { method: "card", captured: cardA.total, refunded: 0, refundable: cardA.total },
          shipment: null,
          nextStates: ["READY", "CANCELLED", "BLOCKED"],
        })
        // The Medusa id works as well (what the Medusa admin widget has).
        expect((await detail(await db.idOf(cardA.orderNumber))).data.orderNumber).toBe(cardA.orderNumber)
      })
    })
  },
})
