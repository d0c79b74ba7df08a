/** The seller's identity printed on every invoice (Code général des impôts, art. 242 nonies A, annexe II). */
export type CompanyIdentity = {
  name: string
  legalForm: string
  capital: string
  addressLines: string[]
  postalCode: string
  city: string
  countryCode: string
  siren: string
  siret: string
  vatNumber: string
  rcs: string
  email: string
  /** Penalty rate for late payment printed for pros (article L441-10 du Code de commerce). */
  latePaymentRate: string
}

/**
 * Clear example values, to be replaced by the real company's before opening: the one record the invoices read.
 * Staff will edit it at /admin/societe (a later issue): then `companyIdentity` reads the stored record instead.
 */
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

/** The one function every invoice asks for the seller's identity. */
export async function companyIdentity(): Promise<CompanyIdentity> {
  return EXAMPLE_COMPANY
}
