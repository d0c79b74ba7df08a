import { createRegionsWorkflow, createTaxRegionsWorkflow, updateRegionsWorkflow } from "@medusajs/medusa/core-flows"
import { STOREFRONT_REGION } from "@shop/shared"
import { CURRENCY, DELIVERY_COUNTRY_CODES, VAT_RATE_PERCENT } from "./constants"
import { recordChange, type SeedContext } from "./context"
import { isTaxInclusive } from "./store"

type RegionRow = { id: string; currency_code: string; countries?: ({ iso_2: string } | null)[] | null }

/**
 * One region for every delivery country, in euros, with prices entered tax included: a catalogue
 * price of 499,90 € is what the customer pays, VAT being computed inside it.
 */
export async function ensureRegion(ctx: SeedContext): Promise<string> {
  const { data } = await ctx.query.graph({
    entity: "region",
    fields: ["id", "currency_code", "countries.iso_2"],
    filters: { name: STOREFRONT_REGION },
  })
  const region = data[0] as RegionRow | undefined
  if (!region) {
    const { result } = await createRegionsWorkflow(ctx.container).run({
      input: {
        regions: [
          {
            name: STOREFRONT_REGION,
            currency_code: CURRENCY,
            countries: DELIVERY_COUNTRY_CODES,
            automatic_taxes: true,
            is_tax_inclusive: true,
            payment_providers: ["pp_system_default"],
          },
        ],
      },
    })
    recordChange(ctx, `created region "${STOREFRONT_REGION}" (EUR, ${DELIVERY_COUNTRY_CODES.length} countries, prices incl. VAT)`)
    return result[0].id
  }
  const have = new Set((region.countries ?? []).flatMap((c) => (c ? [c.iso_2] : [])))
  const countriesOk = have.size === DELIVERY_COUNTRY_CODES.length && DELIVERY_COUNTRY_CODES.every((c) => have.has(c))
  const inclusive = await isTaxInclusive(ctx, "region_id", region.id)
  if (!countriesOk || !inclusive || region.currency_code !== CURRENCY) {
    await updateRegionsWorkflow(ctx.container).run({
      input: {
        selector: { id: region.id },
        update: { currency_code: CURRENCY, countries: DELIVERY_COUNTRY_CODES, is_tax_inclusive: true },
      },
    })
    recordChange(ctx, `updated region "${STOREFRONT_REGION}" (countries, currency, tax-inclusive prices)`)
  }
  return region.id
}

type TaxRegionRow = {
  id: string
  parent_id?: string | null
  tax_rates?: ({ rate: number | null; is_default: boolean } | null)[] | null
}

/** French VAT at 20 % as the default rate of the FR tax region (Medusa's system tax provider). */
export async function ensureFrenchVat(ctx: SeedContext): Promise<void> {
  const { data } = await ctx.query.graph({
    entity: "tax_region",
    fields: ["id", "parent_id", "tax_rates.rate", "tax_rates.is_default"],
    filters: { country_code: "fr" },
  })
  const france = (data as TaxRegionRow[]).find((row) => !row.parent_id)
  if (france) {
    const rate = (france.tax_rates ?? []).find((r) => r?.is_default)?.rate
    if (Number(rate) !== VAT_RATE_PERCENT) {
      ctx.logger.warn(`seed: tax region FR exists with default rate ${String(rate)} %, expected ${VAT_RATE_PERCENT} %; left as is`)
    }
    return
  }
  await createTaxRegionsWorkflow(ctx.container).run({
    input: [
      {
        country_code: "fr",
        provider_id: "tp_system",
        default_tax_rate: { rate: VAT_RATE_PERCENT, code: "TVA20", name: "TVA 20 %" },
      },
    ],
  })
  recordChange(ctx, `created tax region FR (TVA ${VAT_RATE_PERCENT} %)`)
}
