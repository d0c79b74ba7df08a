/**
 * The seller's identity printed on every invoice (Code général des impôts, art. 242 nonies A, annexe II) is the one
 * staff keep at /admin/societe (@shop/company, ADR 015): `companyIdentity(scope)` reads today's record, and each
 * invoice freezes it in its snapshot when issued, so a later edit changes no issued document.
 */
export { companyIdentity, type PrintedCompany as CompanyIdentity } from "@shop/company"
