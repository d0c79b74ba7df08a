import { MedusaService } from "@medusajs/framework/utils"
import { WithdrawalRequest } from "./models/withdrawal-request"

/** Generated CRUD of the requests; the rules are in lib/rules.ts and the workflows. */
class WithdrawalModuleService extends MedusaService({ WithdrawalRequest }) {}

export default WithdrawalModuleService
