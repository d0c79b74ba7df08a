import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { ApiStaffMember } from "@shop/shared"
import { isAdmin, knownGrants } from "./grants"

type UserRow = { id: string; email: string; first_name?: string | null; last_name?: string | null; admin_grant?: { grants?: unknown } | null }

const FIELDS = ["id", "email", "first_name", "last_name", "admin_grant.grants"]

function toMember(user: UserRow, callerId: string): ApiStaffMember {
  const grants = knownGrants(user.admin_grant?.grants)
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name ?? "",
    lastName: user.last_name ?? "",
    grants,
    isAdmin: isAdmin(grants),
    isSelf: user.id === callerId,
  }
}

/** Every staff user (Medusa's `user` module) with their grants, by e-mail; `callerId` is marked `isSelf`. */
export async function listStaffMembers(scope: MedusaContainer, callerId: string): Promise<ApiStaffMember[]> {
  const { data } = await scope.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "user", fields: FIELDS })
  return (data as UserRow[]).map((user) => toMember(user, callerId)).sort((a, b) => a.email.localeCompare(b.email))
}

/** One staff user as the list shows them, or null when there is none of this id. */
export async function staffMember(scope: MedusaContainer, id: string, callerId: string): Promise<ApiStaffMember | null> {
  const { data } = await scope.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "user", fields: FIELDS, filters: { id } })
  const user = (data as UserRow[])[0]
  return user ? toMember(user, callerId) : null
}
