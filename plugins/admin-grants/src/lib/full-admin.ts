import { GRANTS, knownGrants, type Grant } from "./grants"

/** A full admin holds every grant of section 6: the only one who can open the grants screen and give grants back. */
export function holdsEveryGrant(grants: unknown): boolean {
  return knownGrants(grants).length === GRANTS.length
}

/**
 * Whether giving `grants` to `userId` would leave the shop without a full admin: the user is one now, would not be
 * after, and no other staff user is one. Then nobody could give grants back (the shop would be locked out); the
 * change is refused. A full admin may lower their own grants while another full admin remains.
 */
export function takesLastFullAdmin(userId: string, grants: readonly Grant[], staff: readonly { id: string; grants: unknown }[]): boolean {
  const fullAdmins = staff.filter((member) => holdsEveryGrant(member.grants)).map((member) => member.id)
  return fullAdmins.includes(userId) && !holdsEveryGrant(grants) && fullAdmins.every((id) => id === userId)
}
