import { model } from "@medusajs/framework/utils"

/**
 * The grants of one Medusa staff user (`user.id`), as one row: the whole list is read on every session answer
 * and replaced as a whole by the set-staff-grants workflow. Values are checked against GRANTS before writing.
 */
export const AdminGrant = model.define("admin_grant", {
  id: model.id({ prefix: "admgr" }).primaryKey(),
  user_id: model.text().unique(),
  grants: model.array(),
})
