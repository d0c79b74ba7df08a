import { csvCell } from "@shop/order-desk"
import { checkProductCsvRecord, PRODUCT_CSV_TEXTS, PRODUCT_MAX_IMAGES, type ApiAdminProduct } from "@shop/shared"
import { readCsvRecords, type PlannedRow } from "@shop/product-desk"
import { feedAmount } from "./feed-money"

export const MANO_TEXTS = {
  noFile: "Joignez le fichier CSV ManoMano dans le champ « file ».",
  tooLarge: "Le fichier dépasse 2 Mo.",
  tooManyRows: "Le fichier dépasse 500 lignes d'articles : découpez-le.",
  unreadable: "Le fichier n'est pas un CSV lisible (UTF-8, séparateur « ; » ou « , », guillemets fermés).",
  empty: "Le fichier ne contient aucune ligne d'article.",
  noEan: "La colonne « ean » (ou « sku ») est obligatoire dans la ligne d'en-tête.",
} as const

export const MANO_MAX_BYTES = 2 * 1024 * 1024
export const MANO_MAX_ROWS = 500

/** The price feed's columns (ManoMano's offer file: our EAN is the seller SKU). */
export const MANO_PRICE_COLUMNS = ["sku", "ean", "title", "brand", "price", "quantity", "shipping_price", "image_1"] as const

/** The ManoMano price feed: every published product with an EAN and a price, `;` separated, prices "499.90". */
export function manoPriceCsv(products: ApiAdminProduct[], shippingCents: number): string {
  const rows = products
    .filter((p) => p.ean && p.priceCents !== null)
    .map((p) => [p.ean, p.ean, p.title, p.brand, feedAmount(p.priceCents!), Math.max(0, p.stock ?? 0), feedAmount(shippingCents), p.images[0] ?? null])
  return [MANO_PRICE_COLUMNS.join(";"), ...rows.map((cells) => cells.map(csvCell).join(";"))].join("\r\n") + "\r\n"
}

/**
 * The marketplace's images of one item: `image_1` … `image_7` in order, empty cells skipped, repeats dropped, at
 * most 7 (spec 9); anything after image_7 is ignored.
 */
export function gatherImages(record: Record<string, string | undefined>): string[] {
  const images: string[] = []
  for (let n = 1; n <= PRODUCT_MAX_IMAGES; n++) {
    const url = record[`image_${n}`]?.trim()
    if (url && !images.includes(url)) images.push(url)
  }
  return images
}

/**
 * One ManoMano item row in the product import's terms: `ean` (else `sku`), title, description, brand, price in euros,
 * `quantity` as stock, `category` (the shop's path), the gathered images as image_1…image_k. Other marketplace columns are not ours: ignored.
 */
export function manoItemAsProductRecord(record: Record<string, string | undefined>): Record<string, string | undefined> {
  const product: Record<string, string | undefined> = {
    ean: record.ean?.trim() || record.sku?.trim(),
    title: record.title,
    description: record.description,
    brand: record.brand,
    price: record.price,
    stock: record.quantity,
    // The shop's own leaf category path ("radiateurs/inertie/ceramique"), needed to create a product.
    category: record.category,
  }
  gatherImages(record).forEach((url, i) => (product[`image_${i + 1}`] = url))
  return product
}

export type ManoPlan = { ok: true; rows: PlannedRow[] } | { ok: false; message: string }

/** The uploaded file read and each row checked by the product import's rules; a repeated EAN is refused. */
export function planManoImport(bytes: Buffer): ManoPlan {
  const records = readCsvRecords(bytes, MANO_MAX_ROWS)
  if (!records) return { ok: false, message: MANO_TEXTS.unreadable }
  if (!records.length) return { ok: false, message: MANO_TEXTS.empty }
  const header = Object.keys(records[0])
  if (!header.includes("ean") && !header.includes("sku")) return { ok: false, message: MANO_TEXTS.noEan }
  if (records.length > MANO_MAX_ROWS) return { ok: false, message: MANO_TEXTS.tooManyRows }
  const seen = new Set<string>()
  return {
    ok: true,
    rows: records.map((record, index): PlannedRow => {
      const line = index + 2
      const product = manoItemAsProductRecord(record)
      const ean = product.ean || null
      const check = checkProductCsvRecord(product)
      if (!check.ok) return { line, ean, ok: false, message: check.message }
      if (seen.has(check.row.ean)) return { line, ean, ok: false, message: PRODUCT_CSV_TEXTS.duplicateEan }
      seen.add(check.row.ean)
      return { line, ean: check.row.ean, ok: true, row: check.row }
    }),
  }
}
