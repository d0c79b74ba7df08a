import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createUserAccountWorkflow } from "@medusajs/medusa/core-flows"
import { setStaffGrantsWorkflow } from "@shop/admin-grants"
import type { Grant } from "@shop/shared"
import { Visitor, type VisitorApi } from "../../visitor"

const STAFF_PASSWORD = "Equipe#2026"

/**
 * A staff member holding `grants`, logged in to the shop's /api the way the /admin screens are (PUT /api/auth):
 * a Visitor whose cookie carries the staff session.
 */
export async function staffVisitor(container: MedusaContainer, api: VisitorApi, label: string, grants: Grant[], ip: string): Promise<Visitor> {
  const email = `equipe.${label}@maison-chaleur.test`
  const auth = container.resolve(Modules.AUTH)
  const { authIdentity } = await auth.register("emailpass", { body: { email, password: STAFF_PASSWORD } })
  const { result } = await createUserAccountWorkflow(container).run({
    input: { authIdentityId: authIdentity!.id, userData: { email, first_name: "Équipe", last_name: label } },
  })
  if (grants.length) await setStaffGrantsWorkflow(container).run({ input: { user_id: result.id, grants } })
  const visitor = new Visitor(api, ip)
  const login = await visitor.call("PUT", "/api/auth", { email, password: STAFF_PASSWORD })
  if (login.status !== 200) throw new Error(`staff login ${label} answered ${login.status}`)
  return visitor
}
