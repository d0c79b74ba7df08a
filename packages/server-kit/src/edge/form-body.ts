import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { urlencoded } from "express"
import { EDGE_MESSAGES } from "../messages"
import { sendError } from "./answers"
import { bodyErrorAnswer } from "./json-body"

/** Form bodies are small fixed fields (RFC 8058's `List-Unsubscribe=One-Click`): a few hundred bytes at most. */
const FORM_BODY_LIMIT = 1024
const parseForm = urlencoded({ extended: false, limit: FORM_BODY_LIMIT, parameterLimit: 10 })

/** A form the parser refused: too large → 413, anything else it names (bad encoding, too many fields) → 400. */
export function formBodyErrorAnswer(error: unknown): { status: number; message: string } | null {
  const answer = bodyErrorAnswer(error)
  if (answer?.status === 413) return answer
  const named = typeof error === "object" && error !== null && typeof (error as { type?: unknown }).type === "string"
  return answer || named ? { status: 400, message: EDGE_MESSAGES.unsupportedBody } : null
}

/**
 * For the few /api routes that non-browser clients call with an HTML-form body (mail providers' one-click
 * unsubscribe): parses `application/x-www-form-urlencoded` into `req.body`, answering parser failures in French like
 * the JSON parser. Other content types pass untouched (the route's schema then refuses the missing fields).
 */
export function parseFormBody(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): void {
  parseForm(req, res, (error?: unknown) => {
    if (!error) return next()
    const answer = formBodyErrorAnswer(error)
    if (answer) return sendError(res, answer.status, answer.message)
    next(error)
  })
}
