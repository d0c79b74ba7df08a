import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendError, sessionOf } from "@shop/server-kit"
import { MESSAGES } from "../messages"
import { sessionAnswer, ShopNotReadyError } from "../session/answer"

/** Answers the session (it writes nothing: the cart is made by the first add); 503 while the shop is not seeded. */
export async function sendSession(req: MedusaRequest, res: MedusaResponse, status = 200): Promise<void> {
  try {
    const answer = await sessionAnswer(req.scope, sessionOf(req))
    res.status(status).json(answer)
  } catch (error) {
    if (error instanceof ShopNotReadyError) return sendError(res, 503, MESSAGES.shopNotReady)
    throw error
  }
}
