import type { CompanyIdentity } from "../company"
import type { DocumentSnapshot } from "../snapshot"
import { invoiceAmounts } from "../snapshot"

/** Clear example values of a seller (the shop's own come from @shop/company). */
export const EXAMPLE_COMPANY: CompanyIdentity = {
  name: "Maison Chaleur (EXEMPLE)",
  legalForm: "SAS",
  capital: "10 000 €",
  addressLines: ["12 rue de l’Exemple"],
  postalCode: "69003",
  city: "Lyon",
  countryCode: "FR",
  siren: "000000000",
  siret: "00000000000000",
  vatNumber: "FR00000000000",
  rcs: "RCS Lyon 000 000 000",
  email: "contact@maison-chaleur.fr",
  latePaymentRate: "trois fois le taux d’intérêt légal",
}

/** A pro's order: two radiators (one discounted 10 %) and delivery, 20 % VAT. */
export function proSnapshot(): DocumentSnapshot {
  return {
    seller: EXAMPLE_COMPANY,
    buyer: {
      name: "Claire Dupont",
      email: "achats@chauffage-pro.fr",
      isPro: true,
      company: "Chauffage Pro SARL",
      siret: "73282932000074",
      vatNumber: "FR44732829320",
      addressLines: ["3 avenue des Artisans"],
      postalCode: "75011",
      city: "Paris",
      countryCode: "FR",
    },
    orderNumber: "MC-ABCDEFGH",
    orderDate: "2026-11-20T10:00:00.000Z",
    ...invoiceAmounts(
      [
        { title: "Radiateur Inertie 1500 W", sku: "RAD-1500", quantity: 2, grossTtc: 99980, ttc: 89982, vatRate: 20 },
        { title: "Thermostat connecté", sku: null, quantity: 1, grossTtc: 4999, ttc: 4999, vatRate: 20 },
      ],
      { ttc: 1990, vatRate: 20 },
      { ttc: 96971, vat: 16162, ht: 80809 }
    ),
    payment: { method: "transfer", paidAt: "2026-11-21T09:00:00.000Z" },
    refersTo: null,
    reason: null,
  }
}
