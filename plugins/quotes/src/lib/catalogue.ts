import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { htFromTtc, majorToCents, QUOTE_TEXTS } from "@shop/shared"

export type WantedLine = { ean: string; quantity: number }

/** The shop's VAT rate on heating appliances (France, 20 %): catalogue prices are entered TTC. */
export const VAT_RATE_PERCENT = 20

type VariantRow = {
  id: string
  ean?: string | null
  title?: string | null
  product?: { title?: string | null } | null
  prices?: ({ amount?: unknown; currency_code?: string | null } | null)[] | null
}

/**
 * Each wanted EAN as a quote line: its variant, the product's title and the catalogue unit price HT in cents (the
 * variant's EUR list price, entered TTC; a pro price list entry is lower, so the highest EUR price is the list one).
 * An EAN the catalogue does not know is refused (400) before anything is written.
 */
export async function catalogueLines(scope: MedusaContainer, wanted: WantedLine[]) {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "variant",
    fields: ["id", "ean", "title", "product.title", "prices.amount", "prices.currency_code"],
    filters: { ean: wanted.map((line) => line.ean) },
  })
  const byEan = new Map((data as VariantRow[]).filter((row) => row.ean).map((row) => [row.ean!, row]))
  return wanted.map((line) => {
    const variant = byEan.get(line.ean)
    if (!variant) throw new MedusaError(MedusaError.Types.INVALID_DATA, `${QUOTE_TEXTS.productUnknown} (${line.ean})`)
    const euros = (variant.prices ?? []).flatMap((price) =>
      price && price.currency_code?.toLowerCase() === "eur" && price.amount !== null && price.amount !== undefined ? [majorToCents(String(price.amount))] : []
    )
    const listTtc = euros.length ? Math.max(...euros) : 0
    return {
      variant_id: variant.id,
      ean: line.ean,
      title: variant.product?.title || variant.title || line.ean,
      quantity: line.quantity,
      list_unit_price: htFromTtc(listTtc, VAT_RATE_PERCENT),
      quoted_unit_price: null as number | null,
    }
  })
}
