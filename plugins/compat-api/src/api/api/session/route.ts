import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendSession } from "../../../lib/http/answers"
import { applySessionUpdate, parseSessionUpdate } from "../../../lib/session/property"
import { sessionOf } from "@shop/server-kit"

/** PUT /api/session {property, value}: sets one known session property (cookieAccepted); answers the session. */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const update = parseSessionUpdate(req.body)
  if (!update.ok) {
    res.status(400).json({ message: update.message })
    return
  }
  applySessionUpdate(sessionOf(req), update.value)
  await sendSession(req, res)
}
