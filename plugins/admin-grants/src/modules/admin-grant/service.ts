import { MedusaService } from "@medusajs/framework/utils"
import { knownGrants, type Grant } from "../../lib/grants"
import { AdminGrant } from "./models/admin-grant"

class AdminGrantModuleService extends MedusaService({ AdminGrant }) {
  /** The staff user's grants (none when it has no row); unknown stored strings are not grants. */
  async grantsOf(userId: string): Promise<Grant[]> {
    const [row] = await this.listAdminGrants({ user_id: userId }, { take: 1 })
    return knownGrants(row?.grants)
  }
}

export default AdminGrantModuleService
