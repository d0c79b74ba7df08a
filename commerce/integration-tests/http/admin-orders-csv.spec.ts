import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ADMIN_ORDER_MESSAGES as M } from "@shop/shared"
import { CATALOGUE } from "../../src/scripts/seed/catalogue"
import { shopperWithCart, useStripeLocal, VALID_CHECKOUT, Visitor, type Axios } from "../checkout-support"
import { useMailDev } from "./kit/accounts"
import { cardPaidOrder, orderSql, staffVisitor, transferPendingOrder, type PaidOrder } from "./kit/order-desk"

jest.setTimeout(600 * 1000)

const product = CATALOGUE.find((p) => p.stock >= 10)!
const mailbox = useMailDev()
useStripeLocal()

const BOUNDARY = "----maison-chaleur-livraisons"
function csvUpload(text: string | Buffer, name = "livraisons.csv"): { body: Buffer; headers: Record<string, string> } {
  const bytes = typeof text === "string" ? Buffer.from(text, "utf8") : text
  return {
    body: Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
  }
}

const parisToday = () => new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date())
const isoToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date())
const comma = (cents: number) => `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, "0")}`

/** Issue 12, "Orders": the CSV export for a French spreadsheet and the delivery CSV import. */
integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    const http = api as unknown as Axios
    let desk: { visitor: Visitor; userId: string; name: string }
    let readyA: PaidOrder
    let readyB: PaidOrder
    let paidC: PaidOrder
    let pendingD: PaidOrder
    let checkoutNumber: string
    let db: ReturnType<typeof orderSql>

    beforeAll(async () => {
      container = getContainer()
      db = orderSql(container)
      desk = await staffVisitor(http, container, "expeditions", ["orders"], "10.41.0.1")
      readyA = await cardPaidOrder(http, container, product.ean, "claire.dupont@exemple.fr", 2)
      readyB = await cardPaidOrder(http, container, product.ean, "marc.durand@exemple.fr")
      paidC = await cardPaidOrder(http, container, product.ean, "lea.martin@exemple.fr")
      pendingD = await transferPendingOrder(http, container, product.ean, "achats@chauffage-pro.fr")
      const abandoned = await shopperWithCart(http, container, product.ean, 1)
      checkoutNumber = (await abandoned.call("POST", "/api/checkout/submit", VALID_CHECKOUT)).data.orderNumber
      for (const order of [readyA, readyB]) {
        expect((await desk.visitor.call("PUT", `/api/order/${order.orderNumber}`, { state: "READY" })).status).toBe(200)
      }
    })

    const download = (query: string) =>
      http.request({
        method: "GET",
        url: `/api/order/download${query}`,
        responseType: "arraybuffer",
        validateStatus: () => true,
        headers: { cookie: desk.visitor.cookie!, "x-forwarded-for": "10.41.0.1" },
      })

    describe("GET /api/order/download", () => {
      it("writes a CSV a French spreadsheet opens: UTF-8 BOM, semicolons, decimal commas, dd/mm/yyyy, one row per order line", async () => {
        const res = await download(`?start=${isoToday()}&end=${isoToday()}`)
        expect(res.status).toBe(200)
        expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8")
        expect(res.headers["content-disposition"]).toBe(`attachment; filename="commandes-${isoToday()}-au-${isoToday()}.csv"`)
        const bytes = Buffer.from(res.data as ArrayBuffer)
        expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
        const rows = bytes.toString("utf8").slice(1).split("\r\n")
        expect(rows.pop()).toBe("")
        expect(rows[0]).toBe(
          "Numéro de commande;Date;Heure;État;Client;E-mail;Type de client;EAN;Désignation;Quantité;Prix unitaire TTC;Total ligne TTC;Livraison TTC;Total commande TTC;Dont TVA;Remboursé"
        )
        // Oldest first; the order still in checkout (never paid) is no sale.
        expect(rows.slice(1).map((row) => row.split(";")[0])).toEqual([readyA.orderNumber, readyB.orderNumber, paidC.orderNumber, pendingD.orderNumber])
        expect(rows.join("\n")).not.toContain(checkoutNumber)
        const a = rows[1].split(";")
        expect(a[1]).toBe(parisToday())
        expect(a[1]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
        expect(a.slice(3, 10)).toEqual(["En préparation", "Claire Dupont", readyA.email, "Particulier", product.ean, a[8], "2"])
        expect(a[10]).toMatch(/^\d+,\d{2}$/)
        expect(a[11]).toMatch(/^\d+,\d{2}$/)
        expect(a[13]).toBe(comma(readyA.total))
        expect(a[15]).toBe("0,00")
        expect(rows[4].split(";").slice(3, 7)).toEqual(["En attente de votre virement", "Claire Dupont", pendingD.email, "Pro"])
      })

      it("writes only the header for a period without orders, and refuses a bad period in French", async () => {
        const empty = await download("?start=2020-01-01&end=2020-01-31")
        expect(Buffer.from(empty.data as ArrayBuffer).toString("utf8").split("\r\n").filter(Boolean)).toHaveLength(1)
        const bad = await desk.visitor.call("GET", "/api/order/download?start=2020-01-01&end=2022-01-01")
        expect(bad.status).toBe(400)
        expect(bad.data.message).toBe(M.dateRangeTooLong)
      })
    })

    describe("PUT /api/order/sent", () => {
      it("applies the good rows (SENT, parcel, e-mail) and refuses each bad one with its reason, leaving it unchanged", async () => {
        const paidHistory = await db.historyCount(paidC.orderNumber)
        const file = [
          "commande;transporteur;suivi",
          `${readyA.orderNumber};Colissimo;6A12345678901`,
          `${paidC.orderNumber};GLS;ZX98765432`,
          "MC-ZZZZZZZZ;DPD;250123456789",
          `${readyB.orderNumber};Chronopost;XY`,
          `${readyA.orderNumber};DHL;1234567890`,
          "12345;DPD;250123456789",
          `${readyB.orderNumber};Pigeon voyageur;250123456789`,
          `"${readyB.orderNumber.toLowerCase()}";"dpd";"250 123 456 789"`,
        ].join("\r\n")
        const { body, headers } = csvUpload(file)
        const res = await desk.visitor.call("PUT", "/api/order/sent", body, headers)
        expect(res.status).toBe(200)
        expect(res.data).toEqual({
          applied: 2,
          refused: 6,
          rows: [
            { line: 2, orderNumber: readyA.orderNumber, status: "applied", message: null },
            { line: 3, orderNumber: paidC.orderNumber, status: "refused", message: "Une commande « Payée » ne peut pas passer à l'état « Expédiée »." },
            { line: 4, orderNumber: "MC-ZZZZZZZZ", status: "refused", message: M.orderNotFound },
            { line: 5, orderNumber: readyB.orderNumber, status: "refused", message: M.trackingInvalid },
            { line: 6, orderNumber: readyA.orderNumber, status: "refused", message: M.csvDuplicate },
            { line: 7, orderNumber: "12345", status: "refused", message: M.orderNumberInvalid },
            { line: 8, orderNumber: readyB.orderNumber, status: "refused", message: M.carrierUnknown },
            { line: 9, orderNumber: readyB.orderNumber, status: "applied", message: null },
          ],
        })
        expect(await db.stateOf(readyA.orderNumber)).toBe("SENT")
        expect(await db.stateOf(readyB.orderNumber)).toBe("SENT")
        // The refused order is as it was: state, history, no parcel.
        expect(await db.stateOf(paidC.orderNumber)).toBe("PAYED")
        expect(await db.historyCount(paidC.orderNumber)).toBe(paidHistory)
        const parcels = await db.sql(`select order_id, carrier, tracking_number, created_by from order_desk_shipment order by tracking_number`)
        expect(parcels).toEqual([
          { order_id: await db.idOf(readyB.orderNumber), carrier: "dpd", tracking_number: "250123456789", created_by: desk.userId },
          { order_id: await db.idOf(readyA.orderNumber), carrier: "colissimo", tracking_number: "6A12345678901", created_by: desk.userId },
        ])
        const mail = await mailbox.waitFor(readyB.email, 1, "order-sent")
        expect(mail.text).toContain("https://trace.dpd.fr/fr/trace/250123456789")
        expect((await mailbox.waitFor(readyA.email, 1, "order-sent")).text).toContain("6A12345678901")
        const detail = await desk.visitor.call("GET", `/api/admin/order/${readyA.orderNumber}`)
        expect(detail.data.history.at(-1)).toMatchObject({ type: "state", to: "SENT", reason: "Import du fichier d'expédition", actor: { name: desk.name } })
      })

      it("handles a file of 1,000 rows, each answered", async () => {
        const alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
        const unknown = (i: number) => `MC-ZZZZZ${alphabet[i % 32]}${alphabet[Math.floor(i / 32) % 32]}${alphabet[Math.floor(i / 1024) % 32]}`
        const lines = [`${readyA.orderNumber};colissimo;6A12345678901`, `${readyB.orderNumber};dpd;250123456789`]
        for (let i = 0; lines.length < 1000; i += 1) lines.push(`${unknown(i)};colissimo;6A${String(i).padStart(11, "0")}`)
        const { body, headers } = csvUpload(lines.join("\n"))
        const started = Date.now()
        const res = await desk.visitor.call("PUT", "/api/order/sent", body, headers)
        // Reported, not asserted (figures belong to the report): the time of 1,000 rows, 2 of them applied.
        console.log(`delivery CSV: 1000 rows (2 applied, 998 unknown orders) answered in ${Date.now() - started} ms`)
        expect(res.status).toBe(200)
        expect(res.data).toMatchObject({ applied: 2, refused: 998 })
        expect(res.data.rows).toHaveLength(1000)
        expect(res.data.rows[999]).toMatchObject({ line: 1000, status: "refused", message: M.orderNotFound })
        // The e-mails leave after the answer (the first test sent each order's first one).
        await mailbox.waitFor(readyA.email, 2, "order-sent")
        await mailbox.waitFor(readyB.email, 2, "order-sent")
      })

      it("refuses a request without a file, an unreadable file and a file over 1 MB as a whole", async () => {
        const none = await desk.visitor.call("PUT", "/api/order/sent", { file: "x" })
        expect(none).toMatchObject({ status: 400, data: { message: M.csvMissing } })
        const binary = csvUpload(Buffer.from([0xff, 0xfe, 0x00, 0x41]))
        expect((await desk.visitor.call("PUT", "/api/order/sent", binary.body, binary.headers)).data).toEqual({ message: M.csvUnreadable })
        const empty = csvUpload("commande;transporteur;suivi\r\n")
        expect((await desk.visitor.call("PUT", "/api/order/sent", empty.body, empty.headers)).data).toEqual({ message: M.csvEmpty })
        const big = csvUpload(Buffer.alloc(1024 * 1024 + 10, 0x41))
        const tooBig = await desk.visitor.call("PUT", "/api/order/sent", big.body, big.headers)
        expect(tooBig).toMatchObject({ status: 413, data: { message: M.csvTooLarge } })
        expect(await db.stateOf(readyA.orderNumber)).toBe("READY")
      })
    })
  },
})
