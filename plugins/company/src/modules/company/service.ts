import { MedusaService } from "@medusajs/framework/utils"
import type { SellerSource } from "@shop/server-kit"
import { COMPANY_RECORD_KEY, identityOfRow, type IdentityRow } from "../../lib/identity"
import { mailIdentityLine } from "../../lib/printed"
import { CompanyIdentityRecord } from "./models/company-identity"

/** Generated CRUD of the one identity row, and the seller's line the server kit ends every e-mail with. */
class CompanyModuleService extends MedusaService({ CompanyIdentityRecord }) implements SellerSource {
  async mailIdentityLine(): Promise<string> {
    const [row] = (await this.listCompanyIdentityRecords({ key: COMPANY_RECORD_KEY }, { take: 1 })) as unknown as IdentityRow[]
    return mailIdentityLine(identityOfRow(row ?? null).content)
  }
}

export default CompanyModuleService
