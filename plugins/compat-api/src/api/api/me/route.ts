import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { personalDataSchema } from "@shop/shared"
import { requireCustomer } from "../../../lib/account/guard"
import { customerForEdit, personalDataChanges } from "../../../lib/account/profile"
import { sendSession } from "../../../lib/http/answers"
import { sendValidationError } from "@shop/server-kit"
import { MESSAGES } from "../../../lib/messages"
import { updatePersonalDataWorkflow } from "../../../workflows/account/workflows/update-personal-data"

/**
 * PUT /api/me: the logged-in customer's personal data (section 3) with the checkout's field rules; answers the
 * session. The e-mail is the login: a different one is refused (400), nothing written. `newsletter` (the box
 * 'Recevoir la newsletter') subscribes or unsubscribes the account; absent, the subscription is left as it is.
 */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const customerId = requireCustomer(req, res)
  if (!customerId) return
  const parsed = personalDataSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const customer = await customerForEdit(req.scope, customerId)
  if (!customer) {
    res.status(401).json({ message: MESSAGES.notLoggedIn })
    return
  }
  if (parsed.data.email !== undefined && parsed.data.email !== customer.email?.toLowerCase()) {
    res.status(400).json({ message: MESSAGES.emailChangeRefused, fields: { email: MESSAGES.emailChangeRefused } })
    return
  }
  await updatePersonalDataWorkflow(req.scope).run({ input: personalDataChanges(customer, parsed.data) })
  await sendSession(req, res)
}
