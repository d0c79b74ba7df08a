import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { EDGE_MESSAGES } from "../messages"
import { sendError } from "./answers"

/** The last handler of /api: no route of any plugin took the request. */
export function answerUnknownApiPath(_req: MedusaRequest, res: MedusaResponse): void {
  sendError(res, 404, EDGE_MESSAGES.unknownRoute)
}

type Appendable = { use(path: string, handler: (req: MedusaRequest, res: MedusaResponse) => void): unknown }
const served = new WeakSet<object>()

/**
 * Medusa registers every plugin's middlewares and routes in one sorted pass, then its error handler; a file route
 * cannot come after all of them (wildcards sort first). So the catch-all is appended to the Express app itself,
 * once, on the first /api request: by then every route is registered, and the handler added at the end of the
 * stack runs only when none of them answered. Express walks its stack live, so the very first request gets it too.
 */
export function appendApiNotFound(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction): void {
  const app = req.app as unknown as Appendable | undefined
  if (app && !served.has(app)) {
    served.add(app)
    app.use("/api", answerUnknownApiPath)
  }
  next()
}
