import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { formatZodError } from "@shop/shared"
import { MESSAGES } from "../messages"
import { sessionAnswer, ShopNotReadyError } from "../session/answer"
import { sessionOf } from "../session/state"

/** 400 with the shared validation shape: one message and the first message of each field. */
export function sendValidationError(res: MedusaResponse, error: Parameters<typeof formatZodError>[0]): void {
  res.status(400).json(formatZodError(error))
}

/** Answers the session (creating its cart if needed); 503 while the shop is not seeded. */
export async function sendSession(req: MedusaRequest, res: MedusaResponse, status = 200): Promise<void> {
  try {
    const answer = await sessionAnswer(req.scope, sessionOf(req))
    res.status(status).json(answer)
  } catch (error) {
    if (error instanceof ShopNotReadyError) {
      res.status(503).json({ message: MESSAGES.shopNotReady })
      return
    }
    throw error
  }
}
