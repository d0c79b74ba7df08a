import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createOrderWorkflow } from "@medusajs/medusa/core-flows"
import { waitSubscribersExecution } from "@medusajs/test-utils/dist/events"
import { ORDER_REFUNDED } from "@shop/order-desk"
import { initializeOrderStateWorkflow, ORDER_STATE_CHANGED, transitionOrderStateWorkflow } from "@shop/order-states"
import { CATALOGUE } from "../../src/scripts/seed/catalogue"
import { sqlOf, useStripeLocal, Visitor, type Axios } from "../checkout-support"
import { customerCardPaidOrder, download, embeddedFiles, validateAgainstFacturXXsd } from "./kit/invoices"
import { staffVisitor, transferPendingOrder } from "./kit/order-desk"

jest.setTimeout(600 * 1000)

const product = CATALOGUE.find((p) => p.stock >= 10)!
useStripeLocal()

type DocumentRow = { number: string; kind: string; order_id: string; invoice_id: string | null; total_ttc: number; snapshot: any }

/** Issue 16, "Invoices": numbering, credit notes, downloads and Factur-X on a real engine and PostgreSQL. */
integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    const http = api as unknown as Axios
    const sql = <T>(text: string, params: (string | number)[] = []) => sqlOf(container)<T>(text, params)
    const eventBus = () => container.resolve(Modules.EVENT_BUS)
    const documentsOf = (orderNumber: string) =>
      sql<DocumentRow>(
        `select d.number, d.kind, d.order_id, d.invoice_id, d.total_ttc, d.snapshot from invoice_document d
           join "order" o on o.id = d.order_id where o.metadata->>'orderNumber' = ? order by d.kind = 'credit_note', d.number`,
        [orderNumber]
      )

    beforeAll(async () => {
      container = getContainer()
    })

    it("gives 20 orders paid at the same time 20 contiguous invoice numbers, none twice, none skipped", async () => {
      const [region] = await sql<{ id: string }>("select id from region where name = 'France'")
      const ids: string[] = []
      for (let i = 0; i < 20; i += 1) {
        const { result } = await createOrderWorkflow(container).run({
          input: {
            region_id: region.id,
            email: `client-${i}@exemple.fr`,
            currency_code: "eur",
            metadata: { orderNumber: `MC-RACE${String.fromCharCode(65 + i)}${String.fromCharCode(65 + i)}2` },
            shipping_address: { first_name: "Jeanne", last_name: "Martin", address_1: "1 rue A", postal_code: "75001", city: "Paris", country_code: "fr" },
            items: [{ title: "Radiateur à inertie", quantity: 1, unit_price: 499.9, is_tax_inclusive: true }],
          },
        })
        await initializeOrderStateWorkflow(container).run({ input: { order_id: result.id } })
        ids.push(result.id)
      }
      const issued = waitSubscribersExecution(ORDER_STATE_CHANGED, eventBus() as never, { triggerCount: 20, timeout: 120_000 })
      await Promise.all(ids.map((id) => transitionOrderStateWorkflow(container).run({ input: { order_id: id, to: "PAYED", actor_type: "payment" } })))
      await issued
      const rows = await sql<{ number: string; order_id: string; total_ttc: number }>(
        `select number, order_id, total_ttc from invoice_document where kind = 'invoice' and order_id in (${ids.map(() => "?").join(", ")})`,
        ids
      )
      const year = new Date().getFullYear()
      const sequences = rows.map((row) => Number(row.number.slice(8))).sort((a, b) => a - b)
      expect(rows).toHaveLength(20)
      expect(new Set(rows.map((row) => row.order_id)).size).toBe(20)
      expect(rows.every((row) => new RegExp(`^FA-${year}-\\d{6}$`).test(row.number))).toBe(true)
      expect(sequences).toEqual(Array.from({ length: 20 }, (_, i) => sequences[0] + i))
      expect(rows.every((row) => row.total_ttc === 49990)).toBe(true)
      const [counter] = await sql<{ last: number }>("select last from invoice_counter where series = 'FA' and year = ?", [year])
      expect(counter.last).toBe(sequences[19])
    })

    it("issues a consumer's invoice on card payment, with the order's amounts, downloadable by its owner only", async () => {
      // Counted from now: the sign-up and the card page come first.
      const paid = waitSubscribersExecution(ORDER_STATE_CHANGED, eventBus() as never, { timeout: 120_000 })
      const order = await customerCardPaidOrder(http, product.ean, "claire.dupont@exemple.fr", "10.16.0.1")
      await paid
      const [invoice] = await documentsOf(order.orderNumber)
      expect(invoice).toMatchObject({ kind: "invoice", total_ttc: order.total })
      expect(invoice.snapshot).toMatchObject({
        orderNumber: order.orderNumber,
        buyer: { isPro: false, name: "Claire Dupont" },
        payment: { method: "card" },
        seller: { siren: expect.any(String), vatNumber: expect.any(String), legalForm: "SAS" },
      })
      expect(invoice.snapshot.totals.ht + invoice.snapshot.totals.vat).toBe(order.total)

      const own = await download(http, order.shopper, `/api/invoices/${order.orderNumber}`, "10.16.0.1")
      expect(own).toMatchObject({ status: 200, type: "application/pdf", filename: `${invoice.number}.pdf` })
      expect(own.bytes.subarray(0, 5).toString()).toBe("%PDF-")
      // A consumer's invoice is a plain PDF: no XML inside.
      expect(Object.keys(await embeddedFiles(own.bytes))).toEqual([])

      const other = new Visitor(http, "10.16.0.2")
      await other.call("POST", "/api/auth", { email: "voisin@exemple.fr", password: "Chaleur#2026", cgu: true, newsletter: false, isPro: false })
      expect((await download(http, other, `/api/invoices/${order.orderNumber}`, "10.16.0.2")).status).toBe(404)
      expect((await download(http, null, `/api/invoices/${order.orderNumber}`, "10.16.0.3")).status).toBe(404)
      expect((await download(http, null, `/api/invoices/${order.orderNumber}?security=${order.security}x`, "10.16.0.3")).status).toBe(404)
      expect((await download(http, null, `/api/invoices/${order.orderNumber}?security=${order.security}`, "10.16.0.3")).status).toBe(200)
      const desk = await staffVisitor(http, container, "factures", ["orders"], "10.16.0.4")
      expect((await download(http, desk.visitor, `/api/invoices/${order.orderNumber}`, "10.16.0.4")).status).toBe(200)
      const messages = await staffVisitor(http, container, "messagerie", ["messages"], "10.16.0.5")
      expect((await download(http, messages.visitor, `/api/invoices/${order.orderNumber}`, "10.16.0.5")).status).toBe(404)
    })

    it("gives a pro a Factur-X whose XML validates against the Factur-X XSD; a refund issues a credit note referring to it", async () => {
      const order = await transferPendingOrder(http, container, product.ean, "achats@chauffage-pro.fr")
      const desk = await staffVisitor(http, container, "comptable", ["orders"], "10.16.1.1")
      // the bound of every wait here (Medusa's default, 15 s, counts the staff call and a Factur-X PDF under a loaded CI)
      const paid = waitSubscribersExecution(ORDER_STATE_CHANGED, eventBus() as never, { timeout: 120_000 })
      expect((await desk.visitor.call("PUT", `/api/order/${order.orderNumber}`, { state: "PAYED", reason: "Virement reçu" })).status).toBe(200)
      await paid
      const [invoice] = await documentsOf(order.orderNumber)
      expect(invoice.snapshot).toMatchObject({ buyer: { isPro: true, company: "Chauffage Pro", siret: "73282932000074" }, payment: { method: "transfer" } })

      const file = await download(http, order.shopper, `/api/invoices/${order.orderNumber}`, "10.16.1.2")
      expect(file.status).toBe(200)
      const embedded = await embeddedFiles(file.bytes)
      expect(Object.keys(embedded)).toEqual(["factur-x.xml"])
      expect(embedded["factur-x.xml"].relationship).toBe("/Alternative")
      expect(file.bytes.toString("latin1")).toContain("pdfaid:part")
      const xml = embedded["factur-x.xml"].xml
      expect(validateAgainstFacturXXsd(xml)).toEqual({ valid: true, output: "" })
      expect(xml).toContain(`<ram:ID>${invoice.number}</ram:ID>`)
      expect(xml).toContain(`<ram:GrandTotalAmount>${(order.total / 100).toFixed(2)}</ram:GrandTotalAmount>`)

      const refunded = waitSubscribersExecution(ORDER_REFUNDED, eventBus() as never, { timeout: 120_000 })
      expect((await desk.visitor.call("POST", `/api/order/refund/${order.orderNumber}`, { amount: 1000, reason: "Remise oubliée" })).status).toBe(200)
      await refunded
      const [first, credit] = await documentsOf(order.orderNumber)
      expect(first.number).toBe(invoice.number)
      expect(credit).toMatchObject({ kind: "credit_note", total_ttc: 1000 })
      expect(credit.number).toMatch(/^AV-\d{4}-\d{6}$/)
      expect(credit.snapshot).toMatchObject({ refersTo: { number: invoice.number }, reason: "Remise oubliée", totals: { ttc: 1000 } })
      // The invoice itself never changes.
      expect(first.snapshot).toEqual(invoice.snapshot)

      const avoir = await download(http, order.shopper, `/api/invoices/${order.orderNumber}?document=${credit.number}`, "10.16.1.2")
      expect(avoir).toMatchObject({ status: 200, filename: `${credit.number}.pdf`, documents: [invoice.number, credit.number] })
      const creditXml = (await embeddedFiles(avoir.bytes))["factur-x.xml"].xml
      expect(validateAgainstFacturXXsd(creditXml).valid).toBe(true)
      expect(creditXml).toContain("<ram:TypeCode>381</ram:TypeCode>")
    })
  },
})
