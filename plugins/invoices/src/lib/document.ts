import { embedFacturX } from "./facturx"
import { renderPdf, type PrintedDocument } from "./pdf"

export type RenderedDocument = { bytes: Uint8Array; filename: string; facturX: boolean }

/** Pros get a Factur-X (PDF/A-3 + CII XML), consumers a plain PDF. */
export async function renderDocument(doc: PrintedDocument): Promise<RenderedDocument> {
  const pdf = await renderPdf(doc)
  const facturX = doc.snapshot.buyer.isPro
  const bytes = facturX ? await embedFacturX(pdf, doc) : await pdf.save()
  return { bytes, filename: `${doc.number}.pdf`, facturX }
}
