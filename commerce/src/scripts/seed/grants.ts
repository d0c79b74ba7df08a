import { Modules } from "@medusajs/framework/utils"
import { ADMIN_GRANT_MODULE, GRANTS, knownGrants, setStaffGrantsWorkflow } from "@shop/admin-grants"
import { recordChange, type SeedContext } from "./context"

type GrantReader = { grantsOf(userId: string): Promise<string[]> }

/**
 * The seeded staff user (the shop owner's account of MEDUSA_ADMIN_EMAIL) holds every grant of spec section 6.
 * Idempotent: a second run finds them all and changes nothing; a missing one is given back, as the seed also
 * puts the configured password back.
 */
export async function ensureStaffGrants(ctx: SeedContext, email: string): Promise<void> {
  const [user] = await ctx.container.resolve(Modules.USER).listUsers({ email }, { take: 1 })
  if (!user) throw new Error(`staff user ${email} is missing: ensureStaffUser must run first`)
  const held = knownGrants(await ctx.container.resolve<GrantReader>(ADMIN_GRANT_MODULE).grantsOf(user.id))
  if (held.length === GRANTS.length) return
  await setStaffGrantsWorkflow(ctx.container).run({ input: { user_id: user.id, grants: [...GRANTS] } })
  recordChange(ctx, `gave staff user ${email} every admin grant (${GRANTS.join(", ")})`)
}
