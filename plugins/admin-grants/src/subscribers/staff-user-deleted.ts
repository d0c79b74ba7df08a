import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ADMIN_GRANT_MODULE } from "../modules/admin-grant"
import type AdminGrantModuleService from "../modules/admin-grant/service"

/** A deleted staff user's grants go with it, so a new user given the same id later could never inherit them. */
export default async function staffUserDeleted({ event, container }: SubscriberArgs<{ id: string }>): Promise<void> {
  const service = container.resolve<AdminGrantModuleService>(ADMIN_GRANT_MODULE)
  const rows = await service.listAdminGrants({ user_id: event.data.id })
  if (rows.length) await service.deleteAdminGrants(rows.map((row) => row.id))
}

export const config: SubscriberConfig = { event: "user.deleted" }
