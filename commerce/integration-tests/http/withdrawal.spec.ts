import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import { WITHDRAWAL_DECLARATION } from "@shop/shared"
import { WITHDRAWAL_REFUSALS as R } from "@shop/withdrawal"
import { CATALOGUE } from "../../src/scripts/seed/catalogue"
import { useStripeLocal, Visitor, type Axios } from "../checkout-support"
import { useMailDev } from "./kit/accounts"
import { cardPaidOrder, orderSql, staffVisitor, transferPendingOrder, type PaidOrder } from "./kit/order-desk"

jest.setTimeout(600 * 1000)

const NOT_FOUND = { message: "Aucune commande correspondant à ces critères n'a était trouvé" }
const product = CATALOGUE.find((p) => p.stock >= 10)!
const mailbox = useMailDev()
useStripeLocal()

const FORM = { name: "Claire Dupont", address: "12 rue des Lilas, 69003 Lyon", orderedOn: "2026-11-20", receivedOn: "2026-11-23" }

/** Issue 16, "The withdrawal function": the declaration on a real engine, PostgreSQL, Stripe local and MailDev. */
integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    const http = api as unknown as Axios
    let desk: { visitor: Visitor }
    let db: ReturnType<typeof orderSql>
    let delivered: PaidOrder
    let late: PaidOrder
    let paid: PaidOrder
    let pro: PaidOrder

    const deliver = async (order: PaidOrder) => {
      for (const change of [{ state: "READY" }, { state: "SENT", carrier: "colissimo", trackingNumber: "6A12345678901" }, { state: "DELIVERED" }]) {
        const res = await desk.visitor.call("PUT", `/api/order/${order.orderNumber}`, change)
        if (res.status !== 200) throw new Error(`${change.state}: ${res.status} ${JSON.stringify(res.data)}`)
      }
    }
    const requests = async (order: PaidOrder) =>
      (await db.sql<{ n: number }>(`select count(*)::int as n from withdrawal_request where order_number = ? and deleted_at is null`, [order.orderNumber]))[0].n
    const withdraw = (order: PaidOrder, body: Record<string, unknown> = {}, visitor = new Visitor(http, "10.61.0.1")) =>
      visitor.call("POST", "/api/withdrawal", { email: order.email, orderNumber: order.orderNumber, ...FORM, ...body })

    beforeAll(async () => {
      container = getContainer()
      db = orderSql(container)
      desk = await staffVisitor(http, container, "commandes", ["orders"], "10.61.0.9")
      delivered = await cardPaidOrder(http, container, product.ean, "claire.dupont@exemple.fr", 2)
      late = await cardPaidOrder(http, container, product.ean, "marc.durand@exemple.fr")
      paid = await cardPaidOrder(http, container, product.ean, "lea.martin@exemple.fr", 2)
      pro = await transferPendingOrder(http, container, product.ean, "achats@chauffage-pro.fr")
      await deliver(delivered)
      await deliver(late)
      // Delivered 15 days ago (Paris days): the 14-day period is over.
      await db.sql(
        `update order_state_transition set created_at = now() - interval '15 days' where "to" = 'DELIVERED' and order_id = ?`,
        [await db.idOf(late.orderNumber)]
      )
    })

    it("records a guest's withdrawal within 14 days of delivery (e-mail + number) and e-mails the acknowledgement at once", async () => {
      const res = await withdraw(delivered, { email: " Claire.Dupont@Exemple.fr ", orderNumber: delivered.orderNumber.toLowerCase() })
      expect(res.status).toBe(201)
      expect(res.data.withdrawal).toMatchObject({
        orderNumber: delivered.orderNumber,
        name: "Claire Dupont",
        address: "12 rue des Lilas, 69003 Lyon",
        email: "claire.dupont@exemple.fr",
        orderedOn: "2026-11-20",
        receivedOn: "2026-11-23",
        declaration: `${WITHDRAWAL_DECLARATION} Commande n° ${delivered.orderNumber}.`,
        lines: null,
        returnedAt: null,
      })
      expect(Date.now() - Date.parse(res.data.withdrawal.requestedAt)).toBeLessThan(60_000)
      const mail = await mailbox.waitFor(delivered.email, 1, "withdrawal-acknowledgement")
      expect(mail.subject).toBe(`Accusé de réception de votre rétractation — commande ${delivered.orderNumber}`)
      expect(mail.text).toContain(WITHDRAWAL_DECLARATION)
      expect(mail.text).toContain("Articles concernés : toute la commande")
      expect(mail.text).toContain("Nom du consommateur : Claire Dupont")
      expect(mail.text).toContain("Adresse du consommateur : 12 rue des Lilas, 69003 Lyon")
      expect(mail.text).toContain("Commandé le : 20/11/2026")
      expect(mail.text).toMatch(/Date et heure d’envoi : \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2} \(heure de Paris\)/)
      expect(await requests(delivered)).toBe(1)
    })

    it("shows the request on the order (details link and staff), takes one per order, and lets staff record the return and refund", async () => {
      // Each test starts again from the state after beforeAll (the runner restores the database).
      expect((await withdraw(delivered)).status).toBe(201)
      const shown = await new Visitor(http, "10.61.0.2").call("GET", `/api/withdrawal/${delivered.orderNumber}?security=${delivered.security}`)
      expect(shown.status).toBe(200)
      expect(shown.data).toMatchObject({ open: false, reason: null, withdrawal: { orderNumber: delivered.orderNumber, name: "Claire Dupont" } })
      expect(shown.data.lastDay).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect((await new Visitor(http, "10.61.0.2").call("GET", `/api/withdrawal/${delivered.orderNumber}?security=faux`)).status).toBe(404)

      const again = await withdraw(delivered)
      expect(again.status).toBe(400)
      expect(again.data).toEqual({ message: R.alreadyRequested })
      expect(await requests(delivered)).toBe(1)

      // The customer is no staff; staff see it on the order and record the return, then refund by the desk's route.
      expect((await new Visitor(http, "10.61.0.3").call("GET", `/api/admin/order/${delivered.orderNumber}/withdrawal`)).status).toBe(401)
      const staffView = await desk.visitor.call("GET", `/api/admin/order/${delivered.orderNumber}/withdrawal`)
      expect(staffView.data.withdrawal).toMatchObject({ orderNumber: delivered.orderNumber, returnedAt: null })
      const back = await desk.visitor.call("POST", `/api/admin/order/${delivered.orderNumber}/withdrawal`, { note: "Colis reçu complet" })
      expect(back.status).toBe(200)
      expect(back.data.withdrawal).toMatchObject({ returnNote: "Colis reçu complet" })
      expect(back.data.withdrawal.returnedAt).toBeTruthy()
      const twice = await desk.visitor.call("POST", `/api/admin/order/${delivered.orderNumber}/withdrawal`, {})
      expect(twice.data).toEqual({ message: R.alreadyReturned })
      const refund = await desk.visitor.call("POST", `/api/order/refund/${delivered.orderNumber}`, { amount: delivered.total, reason: "Rétractation" })
      expect(refund.status).toBe(200)
    })

    it("refuses after the 14 days with the dates in French, recording and sending nothing", async () => {
      const res = await withdraw(late)
      expect(res.status).toBe(400)
      expect(res.data.message).toMatch(/^Le délai de rétractation de 14 jours est écoulé : la commande a été livrée le \d{2}\/\d{2}\/\d{4}, la rétractation était possible jusqu’au \d{2}\/\d{2}\/\d{4} inclus\.$/)
      expect(await requests(late)).toBe(0)
      const status = await new Visitor(http, "10.61.0.4").call("GET", `/api/withdrawal/${late.orderNumber}?security=${late.security}`)
      expect(status.data).toMatchObject({ open: false, withdrawal: null, reason: res.data.message })
    })

    it("is open before delivery, for chosen lines and quantities, the owner's status saying so first", async () => {
      const before = await new Visitor(http, "10.61.0.5").call("GET", `/api/withdrawal/${paid.orderNumber}?security=${paid.security}`)
      expect(before.data).toMatchObject({ withdrawal: null, open: true, reason: null, lastDay: null })
      // The status lists the order's lines, to choose those sent back.
      const [line] = before.data.items
      expect(line).toEqual({ id: expect.any(String), title: expect.any(String), quantity: 2 })
      const tooMany = await withdraw(paid, { lines: [{ id: line.id, quantity: 3 }] })
      expect(tooMany.status).toBe(400)
      expect(tooMany.data.message).toMatch(/^Vous ne pouvez pas renvoyer plus de 2 « .+ »\.$/)
      const res = await withdraw(paid, { lines: [{ id: line.id, quantity: 1 }] }, paid.shopper)
      expect(res.status).toBe(201)
      expect(res.data.withdrawal.lines).toEqual([{ id: line.id, title: expect.any(String), quantity: 1 }])
      expect((await mailbox.waitFor(paid.email, 1, "withdrawal-acknowledgement")).text).toContain("Articles concernés : 1 × ")
    })

    it("refuses a pro's order: B2B has no legal withdrawal", async () => {
      const res = await withdraw(pro)
      expect(res.status).toBe(400)
      expect(res.data).toEqual({ message: R.pro })
      expect(await requests(pro)).toBe(0)
    })

    it("answers the order lookup's 404 to a wrong e-mail or number, and 400 in French to bad input, changing nothing", async () => {
      expect(await withdraw(late, { email: "autre@exemple.fr" }).then((r) => [r.status, r.data])).toEqual([404, NOT_FOUND])
      expect(await withdraw(late, { orderNumber: "MC-ZZZZZZZZ" }).then((r) => [r.status, r.data])).toEqual([404, NOT_FOUND])
      const noName = await withdraw(late, { name: "  " })
      expect(noName.status).toBe(400)
      expect(noName.data.message).toContain("Indiquez votre nom.")
      const badDate = await withdraw(late, { receivedOn: "23/11/2026" })
      expect(badDate.status).toBe(400)
      expect(badDate.data.message).toContain("La date doit être au format AAAA-MM-JJ.")
      const badNumber = await withdraw(late, { orderNumber: "12345" })
      expect(badNumber.data.message).toContain("Le numero de commande n'est pas valide")
      expect(await requests(late)).toBe(0)
    })
  },
})
