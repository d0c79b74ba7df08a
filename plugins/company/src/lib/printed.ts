import type { MedusaContainer } from "@medusajs/framework/types"
import { formatPrice, type CompanyIdentity } from "@shop/shared"
import { readCompanyIdentity } from "./identity"

/**
 * The seller as invoices, credit notes and quotes print it (Code général des impôts, annexe II art. 242 nonies A),
 * texts ready to print. Invoices freeze this object in their snapshot when issued (@shop/invoices), so its shape
 * stays what issued invoices already hold.
 */
export type PrintedCompany = {
  name: string
  legalForm: string
  /** "50 000 €" */
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

/** 5 000 000 cents → "50 000 €" (cents shown only when there are some). */
export function printedCapital(cents: number): string {
  return formatPrice(cents).replace(/,00(?=\s*€)/, "")
}

export function printedCompany(identity: CompanyIdentity): PrintedCompany {
  return {
    name: identity.name,
    legalForm: identity.legalForm,
    capital: printedCapital(identity.shareCapital),
    addressLines: [identity.address, identity.addressExtra].filter((line): line is string => Boolean(line)),
    postalCode: identity.zipCode,
    city: identity.locality,
    countryCode: "FR",
    siren: identity.siren,
    siret: identity.siret,
    vatNumber: identity.vatNumber,
    rcs: identity.rcs,
    email: identity.email,
    latePaymentRate: identity.latePaymentRate,
  }
}

/**
 * The line every e-mail ends with (the server kit adds it): who sells, with the mentions a French company's documents
 * carry (form and capital, head office, RCS, VAT number).
 */
export function mailIdentityLine(identity: CompanyIdentity): string {
  const printed = printedCompany(identity)
  const form = printed.name.endsWith(` ${printed.legalForm}`) ? "" : `, ${printed.legalForm}`
  const office = [...printed.addressLines, `${printed.postalCode} ${printed.city}`].join(", ")
  return `${printed.name}${form} au capital de ${printed.capital} — ${office} — ${printed.rcs} — TVA ${printed.vatNumber}`
}

/** The one function invoices and quotes ask for the seller's identity: the stored record of today. */
export async function companyIdentity(scope: MedusaContainer): Promise<PrintedCompany> {
  return printedCompany((await readCompanyIdentity(scope)).content)
}
