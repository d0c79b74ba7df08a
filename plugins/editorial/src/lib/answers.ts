import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendError } from "@shop/server-kit"
import { EDITORIAL_TEXTS } from "@shop/shared"
import { EditorialRefusal } from "./articles"
import { CmsRefusedError, CmsUnavailableError } from "./cms-client"

/** Runs an editorial call: refusals answer their French text, an unreachable or failing CMS 502, nothing else leaks. */
export async function answerEditorial(req: MedusaRequest, res: MedusaResponse, work: () => Promise<void>): Promise<void> {
  try {
    await work()
  } catch (error) {
    if (error instanceof EditorialRefusal) {
      if (!error.fields) return sendError(res, error.status, error.message)
      return void res.status(error.status).json({ message: error.message, fields: error.fields })
    }
    if (error instanceof CmsUnavailableError || error instanceof CmsRefusedError) {
      req.scope.resolve("logger").warn(`editorial: ${error.message}`)
      return sendError(res, 502, EDITORIAL_TEXTS.cmsUnavailable)
    }
    throw error
  }
}
