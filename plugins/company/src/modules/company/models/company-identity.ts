import { model } from "@medusajs/framework/utils"

/**
 * The shop's company identity as staff last saved it at /admin/societe: one row (`key` = "shop"), the fields of
 * `companyIdentitySchema` (@shop/shared) in `identity`, checked by that schema before every write. No row: the
 * defaults of lib/identity.ts. Invoices copy it into their own snapshot when issued, so an edit never changes them.
 */
export const CompanyIdentityRecord = model.define("company_identity", {
  id: model.id({ prefix: "coid" }).primaryKey(),
  key: model.text().unique(),
  identity: model.json(),
  updated_by: model.text().nullable(),
})
