import { Modules } from "@medusajs/framework/utils"
import { createCustomerGroupsWorkflow, createUserAccountWorkflow } from "@medusajs/medusa/core-flows"
import { PRO_CUSTOMER_GROUP } from "@shop/shared"
import { recordChange, type SeedContext } from "./context"

/** The trade customers' group; later features (pro prices, quotes) find it by this name. */
export async function ensureProGroup(ctx: SeedContext): Promise<string> {
  const { data } = await ctx.query.graph({ entity: "customer_group", fields: ["id"], filters: { name: PRO_CUSTOMER_GROUP } })
  if (data[0]) return (data[0] as { id: string }).id
  const { result } = await createCustomerGroupsWorkflow(ctx.container).run({
    input: { customersData: [{ name: PRO_CUSTOMER_GROUP, metadata: { description: "Clients professionnels" } }] },
  })
  recordChange(ctx, `created customer group "${PRO_CUSTOMER_GROUP}"`)
  return result[0].id
}

/**
 * The staff account of MEDUSA_ADMIN_EMAIL / MEDUSA_ADMIN_PASSWORD, made the way `medusa user` makes
 * one: an emailpass auth identity attached to a user. An existing account keeps its id; its password
 * is reset only when it no longer matches the configured one (the generated secrets file is the
 * source of truth).
 */
export async function ensureStaffUser(
  ctx: SeedContext,
  email: string,
  password: string,
  name: { first_name: string; last_name: string } = { first_name: "Équipe", last_name: "Maison Chaleur" }
): Promise<void> {
  const userModule = ctx.container.resolve(Modules.USER)
  const authModule = ctx.container.resolve(Modules.AUTH)
  const [user] = await userModule.listUsers({ email })
  if (user) {
    const login = await authModule.authenticate("emailpass", { body: { email, password } })
    if (login.success) return
    const updated = await authModule.updateProvider("emailpass", { entity_id: email, password })
    if (!updated.success) throw new Error(`could not reset the staff password: ${updated.error}`)
    recordChange(ctx, `reset the password of staff user ${email}`)
    return
  }
  const registered = await authModule.register("emailpass", { body: { email, password } })
  if (!registered.success || !registered.authIdentity) {
    throw new Error(`could not register staff identity ${email}: ${registered.error}`)
  }
  await createUserAccountWorkflow(ctx.container).run({
    input: {
      authIdentityId: registered.authIdentity.id,
      userData: { email, ...name },
    },
  })
  recordChange(ctx, `created staff user ${email}`)
}
