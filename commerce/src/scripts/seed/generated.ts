import { ean13CheckDigit } from "@shop/shared"
import { GENERATED_EAN_PREFIX } from "./constants"
import type { CatalogueProduct } from "./catalogue"

/** Most generated products a run accepts: the EAN body leaves 9 digits for the serial number. */
export const MAX_GENERATED = 999_999_999

/** SEED_GENERATED_PRODUCTS: a non-negative integer, 0 when unset. */
export function generatedCount(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return 0
  if (!/^\d+$/.test(value.trim())) throw new Error(`SEED_GENERATED_PRODUCTS must be a whole number, got "${value}"`)
  const n = Number(value.trim())
  if (n > MAX_GENERATED) throw new Error(`SEED_GENERATED_PRODUCTS must be at most ${MAX_GENERATED}`)
  return n
}

export function generatedEan(serial: number): string {
  const body = `${GENERATED_EAN_PREFIX}${String(serial).padStart(9, "0")}`
  return `${body}${ean13CheckDigit(body)}`
}

/**
 * `count` extra products for the large-catalogue build benchmark: copies of the catalogue (cycling
 * through it) with their own handle, SKU and valid EAN, and the same deterministic output on every
 * run so that a second run finds them all and creates nothing.
 */
export function generatedProducts(catalogue: CatalogueProduct[], count: number): (CatalogueProduct & { baseHandle: string })[] {
  if (!catalogue.length) return []
  return Array.from({ length: count }, (_, i) => {
    const base = catalogue[i % catalogue.length]
    const serial = i + 1
    return {
      ...base,
      baseHandle: base.handle,
      handle: `${base.handle}-serie-${serial}`,
      title: `${base.title} – série ${serial}`,
      sku: `${base.sku}-G${serial}`,
      ean: generatedEan(serial),
      bestSeller: false,
    }
  })
}
