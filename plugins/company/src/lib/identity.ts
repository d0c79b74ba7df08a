import type { MedusaContainer } from "@medusajs/framework/types"
import { companyIdentitySchema, COMPANY_GUIDE_TAG, type ApiCompanyIdentity, type CompanyIdentity } from "@shop/shared"
import { COMPANY_MODULE } from "../modules/company"
import type CompanyModuleService from "../modules/company/service"

/** The key of the one identity row. */
export const COMPANY_RECORD_KEY = "shop"

/**
 * The identity a shop starts with until staff save theirs: the example company the CMS seed's legal pages already
 * state (cms/src/bootstrap/seed/content/company.ts), coherent numbers (SIREN key, its SIRET, VAT key 65). Replace
 * it at /admin/societe before opening.
 */
export const DEFAULT_COMPANY_IDENTITY: CompanyIdentity = {
  name: "Maison Chaleur SAS",
  legalForm: "SAS",
  shareCapital: 5_000_000,
  address: "18 rue des Forges",
  addressExtra: null,
  zipCode: "69007",
  locality: "Lyon",
  siren: "912345675",
  siret: "91234567500009",
  vatNumber: "FR65912345675",
  rcs: "RCS Lyon 912 345 675",
  email: "contact@maison-chaleur.fr",
  phone: "0478601234",
  publicationDirector: "Claire Vasseur, présidente de Maison Chaleur SAS",
  host: "OVH SAS, 2 rue Kellermann, 59100 Roubaix, France (téléphone : 1007)",
  latePaymentRate: "trois fois le taux d’intérêt légal",
}

export type IdentityRow = { id: string; key: string; identity: unknown; updated_by: string | null; updated_at: Date | string }

export function companyService(scope: MedusaContainer): CompanyModuleService {
  return scope.resolve<CompanyModuleService>(COMPANY_MODULE)
}

export async function storedIdentityRow(scope: MedusaContainer): Promise<IdentityRow | null> {
  const [row] = (await companyService(scope).listCompanyIdentityRecords({ key: COMPANY_RECORD_KEY }, { take: 1 })) as unknown as IdentityRow[]
  return row ?? null
}

/**
 * `GET /api/guide/societe`: the saved identity, else the defaults (updatedAt null). A stored value the schema no
 * longer accepts (a rule added later) still answers, field by field over the defaults, rather than failing invoices.
 */
export async function readCompanyIdentity(scope: MedusaContainer): Promise<ApiCompanyIdentity> {
  return identityOfRow(await storedIdentityRow(scope))
}

/** The answer for a stored row, or for none (the defaults). */
export function identityOfRow(row: IdentityRow | null): ApiCompanyIdentity {
  if (!row) return { tag: COMPANY_GUIDE_TAG, content: DEFAULT_COMPANY_IDENTITY, updatedAt: null }
  const parsed = companyIdentitySchema.safeParse(row.identity)
  const content = parsed.success ? parsed.data : { ...DEFAULT_COMPANY_IDENTITY, ...(row.identity as Partial<CompanyIdentity>) }
  return { tag: COMPANY_GUIDE_TAG, content, updatedAt: new Date(row.updated_at).toISOString() }
}
