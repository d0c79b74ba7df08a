import { MedusaService } from "@medusajs/framework/utils"
import { CompanyIdentityRecord } from "./models/company-identity"

/** Generated CRUD of the one identity row. */
class CompanyModuleService extends MedusaService({ CompanyIdentityRecord }) {}

export default CompanyModuleService
