import { DELIVERY_COUNTRIES } from "@shop/shared"

export const STORE_NAME = "Maison Chaleur"
export const CURRENCY = "eur"
export const VAT_RATE_PERCENT = 20

/** Medusa keys countries by lower-case ISO code; each may appear only once in a region. */
export const DELIVERY_COUNTRY_CODES: string[] = [...new Set(DELIVERY_COUNTRIES.map((c) => c.code.toLowerCase()))]

export const STOCK_LOCATION = {
  name: "Entrepôt Lyon",
  address: { address_1: "12 rue de l'Industrie", city: "Lyon", postal_code: "69007", country_code: "FR" },
}

export const FULFILLMENT_SET_NAME = "Entrepôt Lyon – expéditions"
export const SERVICE_ZONE_NAME = "Europe"
export const MANUAL_FULFILLMENT_PROVIDER = "manual_manual"

export const HOME_DELIVERY = {
  name: "Livraison à domicile",
  priceCents: 1990,
  type: { code: "home", label: "Domicile", description: "Livraison à domicile en 5 jours ouvrés." },
}

/**
 * The pick-up point service exists (so orders, admin screens and later the carrier integration can
 * refer to it) but is switched off for the storefront: the `enabled_in_store = false` rule is
 * Medusa's own switch, so the store API never lists it and a cart cannot select it. The type's
 * description carries the spec's message for screens that show it greyed out.
 */
export const RELAY_DELIVERY = {
  name: "Retrait en point relais",
  priceCents: 990,
  type: { code: "relay", label: "Point relais", description: "La livraison en point relai est momentanément indisponible." },
}

/** Generated products for the build benchmark use the GS1 in-store range 200-299: no clash with real codes. */
export const GENERATED_EAN_PREFIX = "200"
