import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { MESSAGE_LOOKUP_SENT, messageLookupSchema, type ApiMessageLookupSent } from "@shop/shared"
import { sendValidationError } from "@shop/server-kit"
import { compatApiOptions } from "@shop/compat-api/lib/options"
import { MESSAGE_LOOKUP_LIMIT } from "../../../../lib/contact/limit"
import { withinLimit } from "../../../../lib/contact/limit-answer"
import { THREAD_TEXTS } from "../../../../lib/contact/texts"
import { customerLooksUpThreadsWorkflow } from "../../../../workflows/contact-messages/workflows/customer-looks-up-threads"

/**
 * POST /api/messages/lookup {email, subject (default ORDER), orderNumber?}: the same 200 whether threads match or
 * not; matching threads' links are e-mailed to that address after the answer (never in it). 429 beyond the limit.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = messageLookupSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  if (!(await withinLimit(req, res, "lookup", MESSAGE_LOOKUP_LIMIT, parsed.data.email, THREAD_TEXTS.tooManyLookups))) return
  const answer: ApiMessageLookupSent = { message: MESSAGE_LOOKUP_SENT }
  res.status(200).json(answer)
  // After the answer, so neither its text nor its timing tells whether this address wrote to us.
  const scope = req.scope
  const input = { ...parsed.data, storefrontUrl: compatApiOptions(scope).storefrontUrl }
  setImmediate(() => {
    customerLooksUpThreadsWorkflow(scope)
      .run({ input })
      .catch((error: unknown) => scope.resolve(ContainerRegistrationKeys.LOGGER).error(`message lookup e-mail failed: ${String(error)}`))
  })
}
