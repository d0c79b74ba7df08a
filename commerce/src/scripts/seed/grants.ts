import { Modules } from "@medusajs/framework/utils"
import { ADMIN_GRANT_MODULE, GRANTS, knownGrants, setStaffGrantsWorkflow, type Grant } from "@shop/admin-grants"
import { recordChange, type SeedContext } from "./context"

type GrantReader = { grantsOf(userId: string): Promise<string[]> }

/** The order desk's grants (the seeded partial-rights login): the /admin gate is tested with real partial rights. */
export const DESK_GRANTS: readonly Grant[] = ["orders", "messages"]

/**
 * Gives a seeded staff user exactly `grants` (default: every grant of spec section 6, the shop owner's account of
 * MEDUSA_ADMIN_EMAIL). Idempotent: a second run finds them and changes nothing; a list that differs is put back,
 * as the seed also puts the configured password back.
 */
export async function ensureStaffGrants(ctx: SeedContext, email: string, grants: readonly Grant[] = GRANTS): Promise<void> {
  const [user] = await ctx.container.resolve(Modules.USER).listUsers({ email }, { take: 1 })
  if (!user) throw new Error(`staff user ${email} is missing: ensureStaffUser must run first`)
  const held = knownGrants(await ctx.container.resolve<GrantReader>(ADMIN_GRANT_MODULE).grantsOf(user.id))
  const wanted = knownGrants(grants)
  if (held.length === wanted.length && held.every((grant, i) => grant === wanted[i])) return
  await setStaffGrantsWorkflow(ctx.container).run({ input: { user_id: user.id, grants: wanted } })
  recordChange(ctx, `gave staff user ${email} the admin grants ${wanted.join(", ")}`)
}
