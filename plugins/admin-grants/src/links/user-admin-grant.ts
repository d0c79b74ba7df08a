import { defineLink } from "@medusajs/framework/utils"
import UserModule from "@medusajs/medusa/user"
import AdminGrantModule from "../modules/admin-grant"

/**
 * `user.admin_grant` in Query: `query.graph({ entity: "user", fields: ["email", "admin_grant.grants"] })`.
 * Read-only: the user id lives in our own row (`admin_grant.user_id`), so there is no link table to keep in
 * step and grants are written by this plugin's workflow only.
 */
export default defineLink(
  { linkable: UserModule.linkable.user, field: "id" },
  { ...AdminGrantModule.linkable.adminGrant.id, primaryKey: "user_id" },
  { readOnly: true }
)
