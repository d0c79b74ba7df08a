/**
 * Staff logins for the back-office specs: a Medusa user with the given grants, logged in on /api through the
 * shop's form (`PUT /api/auth`), as the /admin screens are. Also a multipart body as a browser builds it.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createUserAccountWorkflow } from "@medusajs/medusa/core-flows"
import { setStaffGrantsWorkflow } from "@shop/admin-grants"
import type { Grant } from "@shop/shared"
import { Visitor, type VisitorApi } from "../../visitor"

export const STAFF_PASSWORD = "Equipe#2026"
export const DENIED = "Accès refusé!"
export const STAFF_LOGIN_REQUIRED = "Vous devez être connecté avec un compte de l’équipe."

/** A staff member holding `grants`, logged in on /api (session cookie) from `ip`. */
export async function staffVisitor(container: MedusaContainer, api: unknown, label: string, grants: readonly Grant[], ip: string): Promise<Visitor> {
  const email = `equipe.${label}@maison-chaleur.test`
  const auth = container.resolve(Modules.AUTH)
  const { authIdentity } = await auth.register("emailpass", { body: { email, password: STAFF_PASSWORD } })
  const { result } = await createUserAccountWorkflow(container).run({
    input: { authIdentityId: authIdentity!.id, userData: { email, first_name: "Équipe", last_name: label } },
  })
  if (grants.length) await setStaffGrantsWorkflow(container).run({ input: { user_id: result.id, grants: [...grants] } })
  const visitor = new Visitor(api as VisitorApi, ip)
  const login = await visitor.call("PUT", "/api/auth", { email, password: STAFF_PASSWORD })
  if (login.status !== 200) throw new Error(`staff login ${label} answered ${login.status}`)
  return visitor
}

export type Part = { name: string; value?: string; filename?: string; type?: string; bytes?: Buffer }
const BOUNDARY = "----maison-chaleur-staff"

export function multipart(parts: Part[]): { body: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = []
  for (const part of parts) {
    const filename = part.filename !== undefined ? `; filename="${part.filename}"` : ""
    const type = part.type ? `Content-Type: ${part.type}\r\n` : ""
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n${type}\r\n`))
    chunks.push(part.bytes ?? Buffer.from(part.value ?? "", "utf8"), Buffer.from("\r\n"))
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`))
  return { body: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` } }
}

export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)])
