import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { requestStorefrontRebuild } from "@shop/editorial/lib/rebuild"
import { checkStaffAccess, EDGE_MESSAGES, sendError, sendValidationError } from "@shop/server-kit"
import { companyUpdateSchema } from "@shop/shared"
import { staffSavesCompanyIdentityWorkflow } from "../workflows/company/workflows/staff-saves-company-identity"
import { readCompanyIdentity } from "./identity"
import { COMPANY_PAGES } from "./pages"

/**
 * The company's half of `/api/guide/{tag}` (tag `societe`; plugins/contact-messages' route hands it over). Reading is
 * public: the legal notice prints the identity, and the storefront build reads it here. Writing needs `legal`.
 */
export async function getCompanyGuide(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  res.status(200).json(await readCompanyIdentity(req.scope))
}

export async function putCompanyGuide(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const access = await checkStaffAccess(req, ["legal"])
  if (!access.allowed) return sendError(res, access.status, access.status === 401 ? EDGE_MESSAGES.staffLoginRequired : EDGE_MESSAGES.accessDenied)
  const parsed = companyUpdateSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  await staffSavesCompanyIdentityWorkflow(req.scope).run({ input: { identity: parsed.data.content, staff_user_id: access.userId } })
  await requestStorefrontRebuild([...COMPANY_PAGES], req.scope.resolve("logger"))
  res.status(200).json(await readCompanyIdentity(req.scope))
}
